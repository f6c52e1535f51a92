import type { NotificationKind } from '@orbit/shared';
import type { IconName } from '../../ui/Icon';

/** The kind filter's groups, each a set of server kinds (`kind=` of GET /notifications). */
export const kindGroups = {
  mentions: ['mention', 'mention_group', 'mention_everyone', 'mention_here'],
  assigned: ['assigned', 'unassigned'],
  due: ['due_soon', 'overdue'],
  replies: ['thread_reply', 'task_comment'],
  messages: ['dm'],
  calls: ['missed_call'],
  invites: ['invite_accepted'],
} as const satisfies Record<string, readonly NotificationKind[]>;
export type KindGroup = keyof typeof kindGroups;
export const kindGroupNames = Object.keys(kindGroups) as KindGroup[];

export const kindIcons: Record<NotificationKind, IconName> = {
  assigned: 'user-plus',
  unassigned: 'user-round',
  due_soon: 'clock',
  overdue: 'alert-octagon',
  invite_accepted: 'join',
  mention: 'at-sign',
  mention_group: 'at-sign',
  mention_everyone: 'everyone',
  mention_here: 'everyone',
  thread_reply: 'reply',
  task_comment: 'comments',
  dm: 'dm',
  missed_call: 'missed-call',
};
