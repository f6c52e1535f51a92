import type { InterfaceLocale, OrbitStatus } from '@orbit/shared';
import { newId } from '../sync/new-id.js';

/** A piece of text the server writes, in every interface language. */
export type Localized = Readonly<Record<InterfaceLocale, string>>;

const statusNames: readonly { name: Localized; kind: OrbitStatus['kind']; color: string }[] = [
  {
    name: { en: 'To do', de: 'Zu erledigen', fr: 'À faire', es: 'Por hacer', ja: '未着手' },
    kind: 'open',
    color: 'gray',
  },
  {
    name: { en: 'In progress', de: 'In Arbeit', fr: 'En cours', es: 'En curso', ja: '進行中' },
    kind: 'open',
    color: 'blue',
  },
  {
    name: { en: 'Done', de: 'Erledigt', fr: 'Terminé', es: 'Hecho', ja: '完了' },
    kind: 'done',
    color: 'green',
  },
];

/** The list a new orbit starts with. */
export const firstListName: Localized = {
  en: 'Tasks',
  de: 'Aufgaben',
  fr: 'Tâches',
  es: 'Tareas',
  ja: 'タスク',
};

/** A new orbit's statuses (To do, In progress, Done), named in its creator's language. */
export function defaultStatuses(locale: InterfaceLocale): OrbitStatus[] {
  return statusNames.map((status, position) => ({
    id: newId(),
    name: status.name[locale],
    kind: status.kind,
    color: status.color,
    position,
  }));
}
