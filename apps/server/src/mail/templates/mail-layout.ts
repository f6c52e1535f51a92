import type { MailMessage } from '../mailer.js';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export type MailContent = {
  to: string;
  subject: string;
  /** Paragraphs before the button; plain text, escaped for the HTML part. */
  intro: string[];
  /** The one button; a notice without anything to do has none. */
  action?: { label: string; url: string } | undefined;
  /** Paragraphs after the button. */
  outro: string[];
};

/** The same words in a readable text part and a simple HTML part with one button. */
export function renderMail({ to, subject, intro, action, outro }: MailContent): MailMessage {
  const actionText = action ? [`${action.label}: ${action.url}`] : [];
  const text = [...intro, ...actionText, ...outro, '— Orbit'].join('\n\n');
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const url = action ? escapeHtml(action.url) : '';
  const button = action
    ? `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#2f6fed;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5b6475">Or open this link: <a href="${url}" style="color:#2f6fed">${url}</a></p>`
    : '';
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f6f8;font-family:-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2330;font-size:15px;line-height:1.5">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
${intro.map(paragraph).join('\n')}
${button}
${outro.map(paragraph).join('\n')}
<p style="margin:0;color:#5b6475">— Orbit</p>
</div></body></html>`;
  return { to, subject, text, html };
}
