import type { Priority, TemplateId } from '@orbit/shared';
import type { Localized } from '../orbits/default-orbit-content.js';

export type TemplateTask = {
  title: Localized;
  list: number;
  priority?: Priority;
  done?: boolean;
  /** Days from the day the template is applied. */
  dueInDays?: number;
};

export type TemplateOrbit = {
  name: Localized;
  color: string;
  icon: string;
  lists: Localized[];
  tasks: TemplateTask[];
};

// French puts a no-break space before a colon.
const nbsp = '\u00a0';

/**
 * What each onboarding use case starts with: a few orbits, their lists and example tasks, in every
 * interface language (the template is written in its creator's).
 */
export const templateCatalog: Record<TemplateId, TemplateOrbit[]> = {
  'project-management': [
    {
      name: {
        en: 'Website launch',
        de: 'Website-Launch',
        fr: 'Lancement du site web',
        es: 'Lanzamiento del sitio web',
        ja: 'ウェブサイト公開',
      },
      color: 'blue',
      icon: 'rocket',
      lists: [
        { en: 'Planning', de: 'Planung', fr: 'Planification', es: 'Planificación', ja: '計画' },
        { en: 'Execution', de: 'Umsetzung', fr: 'Réalisation', es: 'Ejecución', ja: '実行' },
        { en: 'Launch', de: 'Launch', fr: 'Lancement', es: 'Lanzamiento', ja: '公開' },
      ],
      tasks: [
        {
          title: {
            en: 'Agree on goals and success measures',
            de: 'Ziele und Erfolgskriterien festlegen',
            fr: 'S’accorder sur les objectifs et les indicateurs de réussite',
            es: 'Acordar los objetivos y las medidas de éxito',
            ja: '目標と成功の指標を決める',
          },
          list: 0,
          priority: 'high',
          done: true,
        },
        {
          title: {
            en: 'Draft the project timeline',
            de: 'Zeitplan des Projekts entwerfen',
            fr: 'Ébaucher le calendrier du projet',
            es: 'Preparar el calendario del proyecto',
            ja: 'プロジェクトのスケジュール案を作る',
          },
          list: 0,
          priority: 'medium',
          dueInDays: 2,
        },
        {
          title: {
            en: 'Write the homepage copy',
            de: 'Texte für die Startseite schreiben',
            fr: 'Rédiger les textes de la page d’accueil',
            es: 'Escribir los textos de la página de inicio',
            ja: 'トップページの文章を書く',
          },
          list: 1,
          dueInDays: 7,
        },
        {
          title: {
            en: 'Review designs with stakeholders',
            de: 'Entwürfe mit den Beteiligten besprechen',
            fr: 'Revoir les maquettes avec les parties prenantes',
            es: 'Revisar los diseños con las partes interesadas',
            ja: '関係者とデザインを確認する',
          },
          list: 1,
          priority: 'high',
          dueInDays: 5,
        },
        {
          title: {
            en: 'Announce the launch',
            de: 'Den Launch ankündigen',
            fr: 'Annoncer le lancement',
            es: 'Anunciar el lanzamiento',
            ja: '公開を告知する',
          },
          list: 2,
          dueInDays: 21,
        },
      ],
    },
    {
      name: {
        en: 'Team meetings',
        de: 'Teambesprechungen',
        fr: 'Réunions d’équipe',
        es: 'Reuniones del equipo',
        ja: 'チームミーティング',
      },
      color: 'purple',
      icon: 'calendar',
      lists: [{ en: 'Agenda', de: 'Tagesordnung', fr: 'Ordre du jour', es: 'Orden del día', ja: '議題' }],
      tasks: [
        {
          title: {
            en: 'Weekly sync: collect topics',
            de: 'Wöchentliches Treffen: Themen sammeln',
            fr: `Point hebdomadaire${nbsp}: recueillir les sujets`,
            es: 'Reunión semanal: reunir los temas',
            ja: '週次ミーティング：議題を集める',
          },
          list: 0,
          dueInDays: 1,
        },
        {
          title: {
            en: 'Share notes from the last meeting',
            de: 'Notizen der letzten Besprechung teilen',
            fr: 'Partager les notes de la dernière réunion',
            es: 'Compartir las notas de la última reunión',
            ja: '前回のミーティングのメモを共有する',
          },
          list: 0,
          done: true,
        },
      ],
    },
  ],
  'software-development': [
    {
      name: {
        en: 'Product backlog',
        de: 'Produkt-Backlog',
        fr: 'Backlog produit',
        es: 'Backlog del producto',
        ja: 'プロダクトバックログ',
      },
      color: 'green',
      icon: 'code',
      lists: [
        { en: 'Backlog', de: 'Backlog', fr: 'Backlog', es: 'Backlog', ja: 'バックログ' },
        { en: 'Sprint', de: 'Sprint', fr: 'Sprint', es: 'Sprint', ja: 'スプリント' },
        { en: 'Bugs', de: 'Bugs', fr: 'Bugs', es: 'Errores', ja: 'バグ' },
      ],
      tasks: [
        {
          title: {
            en: 'Set up continuous integration',
            de: 'Continuous Integration einrichten',
            fr: 'Mettre en place l’intégration continue',
            es: 'Configurar la integración continua',
            ja: '継続的インテグレーションを設定する',
          },
          list: 1,
          priority: 'high',
          done: true,
        },
        {
          title: {
            en: 'Sign-in with single sign-on',
            de: 'Anmeldung mit Single Sign-on',
            fr: 'Connexion par authentification unique',
            es: 'Inicio de sesión único',
            ja: 'シングルサインオンでのログイン',
          },
          list: 0,
          priority: 'medium',
        },
        {
          title: {
            en: 'Fix the crash when saving an empty form',
            de: 'Absturz beim Speichern eines leeren Formulars beheben',
            fr: 'Corriger le plantage à l’enregistrement d’un formulaire vide',
            es: 'Corregir el fallo al guardar un formulario vacío',
            ja: '空のフォームを保存するとクラッシュする問題を修正する',
          },
          list: 2,
          priority: 'urgent',
          dueInDays: 1,
        },
        {
          title: {
            en: 'Write the API documentation',
            de: 'API-Dokumentation schreiben',
            fr: 'Rédiger la documentation de l’API',
            es: 'Escribir la documentación de la API',
            ja: 'API ドキュメントを書く',
          },
          list: 1,
          dueInDays: 10,
        },
        {
          title: {
            en: 'Add dark mode',
            de: 'Dunkelmodus hinzufügen',
            fr: 'Ajouter le mode sombre',
            es: 'Añadir el modo oscuro',
            ja: 'ダークモードを追加する',
          },
          list: 0,
          priority: 'low',
        },
      ],
    },
    {
      name: { en: 'Releases', de: 'Releases', fr: 'Versions', es: 'Versiones', ja: 'リリース' },
      color: 'orange',
      icon: 'tag',
      lists: [
        {
          en: 'Next release',
          de: 'Nächstes Release',
          fr: 'Prochaine version',
          es: 'Próxima versión',
          ja: '次のリリース',
        },
      ],
      tasks: [
        {
          title: {
            en: 'Freeze features for 1.0',
            de: 'Funktionsumfang für 1.0 einfrieren',
            fr: 'Geler les fonctionnalités de la 1.0',
            es: 'Congelar las funciones de la 1.0',
            ja: '1.0 の機能を確定する',
          },
          list: 0,
          dueInDays: 14,
        },
        {
          title: {
            en: 'Write the release notes',
            de: 'Versionshinweise schreiben',
            fr: 'Rédiger les notes de version',
            es: 'Escribir las notas de la versión',
            ja: 'リリースノートを書く',
          },
          list: 0,
          dueInDays: 15,
        },
      ],
    },
  ],
  marketing: [
    {
      name: { en: 'Campaigns', de: 'Kampagnen', fr: 'Campagnes', es: 'Campañas', ja: 'キャンペーン' },
      color: 'pink',
      icon: 'megaphone',
      lists: [
        { en: 'Ideas', de: 'Ideen', fr: 'Idées', es: 'Ideas', ja: 'アイデア' },
        { en: 'In production', de: 'In Produktion', fr: 'En production', es: 'En producción', ja: '制作中' },
        { en: 'Published', de: 'Veröffentlicht', fr: 'Publié', es: 'Publicado', ja: '公開済み' },
      ],
      tasks: [
        {
          title: {
            en: 'Plan the spring campaign',
            de: 'Frühjahrskampagne planen',
            fr: 'Planifier la campagne de printemps',
            es: 'Planificar la campaña de primavera',
            ja: '春のキャンペーンを計画する',
          },
          list: 0,
          priority: 'high',
          dueInDays: 7,
        },
        {
          title: {
            en: 'Write three blog posts',
            de: 'Drei Blogbeiträge schreiben',
            fr: 'Rédiger trois articles de blog',
            es: 'Escribir tres artículos para el blog',
            ja: 'ブログ記事を3本書く',
          },
          list: 1,
          dueInDays: 10,
        },
        {
          title: {
            en: 'Design the social media visuals',
            de: 'Grafiken für soziale Medien gestalten',
            fr: 'Créer les visuels pour les réseaux sociaux',
            es: 'Diseñar las imágenes para las redes sociales',
            ja: 'SNS 用のビジュアルをデザインする',
          },
          list: 1,
          priority: 'medium',
        },
        {
          title: {
            en: 'Send the monthly newsletter',
            de: 'Monatlichen Newsletter versenden',
            fr: 'Envoyer la lettre d’information mensuelle',
            es: 'Enviar el boletín mensual',
            ja: '月刊ニュースレターを送る',
          },
          list: 2,
          done: true,
        },
      ],
    },
    {
      name: {
        en: 'Content calendar',
        de: 'Redaktionsplan',
        fr: 'Calendrier éditorial',
        es: 'Calendario de contenidos',
        ja: 'コンテンツカレンダー',
      },
      color: 'yellow',
      icon: 'calendar',
      lists: [{ en: 'This month', de: 'Dieser Monat', fr: 'Ce mois-ci', es: 'Este mes', ja: '今月' }],
      tasks: [
        {
          title: {
            en: 'Schedule posts for next week',
            de: 'Beiträge für nächste Woche einplanen',
            fr: 'Programmer les publications de la semaine prochaine',
            es: 'Programar las publicaciones de la próxima semana',
            ja: '来週の投稿を予約する',
          },
          list: 0,
          dueInDays: 3,
        },
      ],
    },
  ],
  operations: [
    {
      name: { en: 'Operations', de: 'Betrieb', fr: 'Opérations', es: 'Operaciones', ja: '業務' },
      color: 'teal',
      icon: 'settings',
      lists: [
        { en: 'Requests', de: 'Anfragen', fr: 'Demandes', es: 'Solicitudes', ja: '依頼' },
        { en: 'In progress', de: 'In Arbeit', fr: 'En cours', es: 'En curso', ja: '対応中' },
        { en: 'Recurring', de: 'Wiederkehrend', fr: 'Récurrent', es: 'Recurrente', ja: '定期' },
      ],
      tasks: [
        {
          title: {
            en: 'Renew software licences',
            de: 'Softwarelizenzen verlängern',
            fr: 'Renouveler les licences logicielles',
            es: 'Renovar las licencias de software',
            ja: 'ソフトウェアライセンスを更新する',
          },
          list: 2,
          priority: 'medium',
          dueInDays: 30,
        },
        {
          title: {
            en: 'Onboard the new hire',
            de: 'Neue Mitarbeitende einarbeiten',
            fr: 'Accueillir la nouvelle recrue',
            es: 'Incorporar a la nueva persona del equipo',
            ja: '新入社員を受け入れる',
          },
          list: 1,
          priority: 'high',
          dueInDays: 4,
        },
        {
          title: {
            en: 'Order office supplies',
            de: 'Büromaterial bestellen',
            fr: 'Commander les fournitures de bureau',
            es: 'Pedir material de oficina',
            ja: '事務用品を注文する',
          },
          list: 0,
        },
        {
          title: {
            en: 'Review monthly expenses',
            de: 'Monatliche Ausgaben prüfen',
            fr: 'Vérifier les dépenses du mois',
            es: 'Revisar los gastos mensuales',
            ja: '月次の経費を確認する',
          },
          list: 2,
          dueInDays: 6,
        },
        {
          title: {
            en: 'Update the emergency contact list',
            de: 'Notfallkontaktliste aktualisieren',
            fr: 'Mettre à jour la liste des contacts d’urgence',
            es: 'Actualizar la lista de contactos de emergencia',
            ja: '緊急連絡先リストを更新する',
          },
          list: 0,
          done: true,
        },
      ],
    },
  ],
  'personal-tasks': [
    {
      name: { en: 'Personal', de: 'Persönlich', fr: 'Personnel', es: 'Personal', ja: '個人' },
      color: 'blue',
      icon: 'home',
      lists: [
        { en: 'To do', de: 'Zu erledigen', fr: 'À faire', es: 'Por hacer', ja: 'やること' },
        { en: 'Someday', de: 'Irgendwann', fr: 'Un jour', es: 'Algún día', ja: 'いつか' },
      ],
      tasks: [
        {
          title: {
            en: 'Plan the week',
            de: 'Die Woche planen',
            fr: 'Planifier la semaine',
            es: 'Planificar la semana',
            ja: '1週間の予定を立てる',
          },
          list: 0,
          priority: 'high',
          dueInDays: 0,
        },
        {
          title: {
            en: 'Book a dentist appointment',
            de: 'Zahnarzttermin vereinbaren',
            fr: 'Prendre rendez-vous chez le dentiste',
            es: 'Pedir cita con el dentista',
            ja: '歯医者を予約する',
          },
          list: 0,
          dueInDays: 5,
        },
        {
          title: {
            en: 'Read the book on the nightstand',
            de: 'Das Buch auf dem Nachttisch lesen',
            fr: 'Lire le livre sur la table de chevet',
            es: 'Leer el libro de la mesita de noche',
            ja: 'ナイトテーブルの本を読む',
          },
          list: 1,
        },
        {
          title: {
            en: 'Try Orbit: complete this task',
            de: 'Orbit ausprobieren: diese Aufgabe erledigen',
            fr: `Essayer Orbit${nbsp}: terminer cette tâche`,
            es: 'Probar Orbit: completar esta tarea',
            ja: 'Orbit を試す：このタスクを完了する',
          },
          list: 0,
          done: true,
        },
      ],
    },
  ],
};
