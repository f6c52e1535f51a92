import { type InterfaceLocale, isInterfaceLocale, type NotificationKind } from '@orbit/shared';
import type { MailMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../mail/templates/mail-layout.js';

export type DigestLine = { kind: NotificationKind; title: string; actor: string; count: number; url: string };

export type DigestInput = {
  to: string;
  locale: string | null;
  workspaceName: string;
  inboxUrl: string;
  unsubscribeUrl: string;
  lines: DigestLine[];
};

type Words = {
  subject(count: number, workspace: string): string;
  intro(workspace: string): string;
  open: string;
  updates(count: number): string;
  why: string;
  unsubscribe: string;
  kinds: Record<NotificationKind, (actor: string) => string>;
};

const en: Words = {
  subject: (n, w) => `${n} unread ${n === 1 ? 'notification' : 'notifications'} in ${w}`,
  intro: (w) => `Here is what is waiting for you in ${w} on Orbit:`,
  open: 'Open your inbox',
  updates: (n) => `${n} updates`,
  why: 'You get this digest for notifications that stay unread. Change how often in My account.',
  unsubscribe: 'Stop these e-mails',
  kinds: {
    assigned: (a) => `${a} assigned you`,
    unassigned: (a) => `${a} unassigned you`,
    due_soon: () => 'Due soon',
    overdue: () => 'Overdue',
    invite_accepted: (a) => `${a} accepted your invite`,
    mention: (a) => `${a} mentioned you`,
    mention_group: (a) => `${a} mentioned a group you are in`,
    mention_everyone: (a) => `${a} mentioned everyone`,
    mention_here: (a) => `${a} mentioned everyone here`,
    thread_reply: (a) => `${a} replied in a thread`,
    task_comment: (a) => `${a} commented`,
    dm: (a) => `${a} sent you a message`,
    missed_call: (a) => `Missed call from ${a}`,
  },
};

const de: Words = {
  subject: (n, w) => `${n} ungelesene ${n === 1 ? 'Benachrichtigung' : 'Benachrichtigungen'} in ${w}`,
  intro: (w) => `Das wartet in ${w} auf Orbit auf dich:`,
  open: 'Posteingang öffnen',
  updates: (n) => `${n} Aktualisierungen`,
  why: 'Du erhältst diese Zusammenfassung für ungelesene Benachrichtigungen. Die Häufigkeit änderst du unter Mein Konto.',
  unsubscribe: 'Diese E-Mails abbestellen',
  kinds: {
    assigned: (a) => `${a} hat dich zugewiesen`,
    unassigned: (a) => `${a} hat deine Zuweisung entfernt`,
    due_soon: () => 'Bald fällig',
    overdue: () => 'Überfällig',
    invite_accepted: (a) => `${a} hat deine Einladung angenommen`,
    mention: (a) => `${a} hat dich erwähnt`,
    mention_group: (a) => `${a} hat eine deiner Gruppen erwähnt`,
    mention_everyone: (a) => `${a} hat alle erwähnt`,
    mention_here: (a) => `${a} hat alle Anwesenden erwähnt`,
    thread_reply: (a) => `${a} hat in einem Thread geantwortet`,
    task_comment: (a) => `${a} hat kommentiert`,
    dm: (a) => `${a} hat dir geschrieben`,
    missed_call: (a) => `Verpasster Anruf von ${a}`,
  },
};

const fr: Words = {
  subject: (n, w) => `${n} ${n === 1 ? 'notification non lue' : 'notifications non lues'} dans ${w}`,
  intro: (w) => `Voici ce qui vous attend dans ${w} sur Orbit :`,
  open: 'Ouvrir la boîte de réception',
  updates: (n) => `${n} mises à jour`,
  why: 'Vous recevez ce récapitulatif pour les notifications restées non lues. Changez la fréquence dans Mon compte.',
  unsubscribe: 'Ne plus recevoir ces e-mails',
  kinds: {
    assigned: (a) => `${a} vous a attribué la tâche`,
    unassigned: (a) => `${a} vous a retiré la tâche`,
    due_soon: () => 'Échéance proche',
    overdue: () => 'En retard',
    invite_accepted: (a) => `${a} a accepté votre invitation`,
    mention: (a) => `${a} vous a mentionné`,
    mention_group: (a) => `${a} a mentionné un de vos groupes`,
    mention_everyone: (a) => `${a} a mentionné tout le monde`,
    mention_here: (a) => `${a} a mentionné les personnes présentes`,
    thread_reply: (a) => `${a} a répondu dans un fil`,
    task_comment: (a) => `${a} a commenté`,
    dm: (a) => `${a} vous a envoyé un message`,
    missed_call: (a) => `Appel manqué de ${a}`,
  },
};

const es: Words = {
  subject: (n, w) => `${n} ${n === 1 ? 'notificación sin leer' : 'notificaciones sin leer'} en ${w}`,
  intro: (w) => `Esto te espera en ${w} en Orbit:`,
  open: 'Abrir la bandeja de entrada',
  updates: (n) => `${n} novedades`,
  why: 'Recibes este resumen por las notificaciones que siguen sin leer. Cambia la frecuencia en Mi cuenta.',
  unsubscribe: 'Dejar de recibir estos correos',
  kinds: {
    assigned: (a) => `${a} te asignó`,
    unassigned: (a) => `${a} te quitó la asignación`,
    due_soon: () => 'Vence pronto',
    overdue: () => 'Vencida',
    invite_accepted: (a) => `${a} aceptó tu invitación`,
    mention: (a) => `${a} te mencionó`,
    mention_group: (a) => `${a} mencionó un grupo tuyo`,
    mention_everyone: (a) => `${a} mencionó a todos`,
    mention_here: (a) => `${a} mencionó a los presentes`,
    thread_reply: (a) => `${a} respondió en un hilo`,
    task_comment: (a) => `${a} comentó`,
    dm: (a) => `${a} te envió un mensaje`,
    missed_call: (a) => `Llamada perdida de ${a}`,
  },
};

const ja: Words = {
  subject: (n, w) => `${w} の未読通知 ${n} 件`,
  intro: (w) => `Orbit の ${w} であなたを待っている内容です:`,
  open: '受信箱を開く',
  updates: (n) => `更新 ${n} 件`,
  why: '未読のままの通知をまとめてお送りしています。頻度はマイアカウントで変更できます。',
  unsubscribe: 'このメールの配信を停止',
  kinds: {
    assigned: (a) => `${a} があなたに割り当てました`,
    unassigned: (a) => `${a} があなたの割り当てを外しました`,
    due_soon: () => 'まもなく期限',
    overdue: () => '期限切れ',
    invite_accepted: (a) => `${a} があなたの招待を承諾しました`,
    mention: (a) => `${a} があなたをメンションしました`,
    mention_group: (a) => `${a} があなたのグループをメンションしました`,
    mention_everyone: (a) => `${a} が全員をメンションしました`,
    mention_here: (a) => `${a} がここにいる全員をメンションしました`,
    thread_reply: (a) => `${a} がスレッドで返信しました`,
    task_comment: (a) => `${a} がコメントしました`,
    dm: (a) => `${a} からメッセージが届きました`,
    missed_call: (a) => `${a} からの不在着信`,
  },
};

const dictionaries: Record<InterfaceLocale, Words> = { en, de, fr, es, ja };

/** One mail for what stayed unread, in the person's language, each line a link to its target. */
export function digestMail(input: DigestInput): MailMessage {
  const words = dictionaries[isInterfaceLocale(input.locale) ? input.locale : 'en'];
  const subject = words.subject(input.lines.length, input.workspaceName);
  const sentence = (line: DigestLine) =>
    `${words.kinds[line.kind](line.actor)}${line.count > 1 ? ` (${words.updates(line.count)})` : ''}`;
  const text = [
    words.intro(input.workspaceName),
    ...input.lines.map((line) => `- ${line.title}: ${sentence(line)}\n  ${line.url}`),
    `${words.open}: ${input.inboxUrl}`,
    `${words.why}\n${words.unsubscribe}: ${input.unsubscribeUrl}`,
    '— Orbit',
  ].join('\n\n');
  const items = input.lines
    .map(
      (line) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(line.url)}" style="color:#2f6fed;font-weight:600">${escapeHtml(line.title)}</a><br><span style="color:#5b6475">${escapeHtml(sentence(line))}</span></li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f6f8;font-family:-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2330;font-size:15px;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="margin:0 0 16px">${escapeHtml(words.intro(input.workspaceName))}</p>
<ul style="padding-left:20px;margin:0 0 16px">
${items}
</ul>
<p style="margin:24px 0"><a href="${escapeHtml(input.inboxUrl)}" style="display:inline-block;background:#2f6fed;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${escapeHtml(words.open)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#5b6475">${escapeHtml(words.why)}</p>
<p style="margin:0 0 16px;font-size:13px"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#5b6475">${escapeHtml(words.unsubscribe)}</a></p>
<p style="margin:0;color:#5b6475">— Orbit</p>
</div></body></html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
