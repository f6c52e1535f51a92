import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../input/text.js';

// The inbox (issue 15; docs/API.md, Inbox; docs/SYNC.md, Notifications): one notification per person
// and target, the latest event on top with a count. Synced as the `notification` entity in the
// person's own room.

/** What happened. The first group exists today; the chat kinds are raised from chat's send path. */
export const notificationKinds = [
  'assigned',
  'unassigned',
  'due_soon',
  'overdue',
  'invite_accepted',
  'mention',
  'mention_group',
  'mention_everyone',
  'mention_here',
  'thread_reply',
  'task_comment',
  'dm',
  'missed_call',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const notificationKindSchema = z.enum(notificationKinds);

/** What a notification points at; one row per person and target. */
export const notificationTargetKinds = ['item', 'conversation', 'thread', 'member', 'call'] as const;
export type NotificationTargetKind = (typeof notificationTargetKinds)[number];

/** The kinds a browser notification is offered for while the tab is hidden. */
export const desktopNotificationKinds: readonly NotificationKind[] = [
  'mention',
  'mention_group',
  'mention_everyone',
  'mention_here',
  'dm',
];

export const notificationSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  userId: z.string(),
  /** The latest event's kind. */
  kind: notificationKindSchema,
  targetKind: z.enum(notificationTargetKinds),
  /** The task, conversation, thread root message, member (user id) or call it is about. */
  targetId: z.string(),
  /** Where it lives, for opening it and for access: the task and its orbit, the conversation. */
  itemId: z.string().nullable(),
  orbitId: z.string().nullable(),
  conversationId: z.string().nullable(),
  /** The message to show when opened (a mention, a reply, a comment, a dm). */
  messageId: z.string().nullable(),
  /** Who caused the latest event (null for the due-date job). */
  actorId: z.string().nullable(),
  /** Up to five people behind the events, newest first. */
  actorIds: z.array(z.string()),
  /** Events since it was last read or done (ten comments on one task: one row, count 10). */
  count: z.number().int(),
  /** The target's name when the event happened (the client prefers its own copy of the target). */
  title: z.string(),
  /** A short plain-text excerpt of the latest event (a message's first words), or ''. */
  excerpt: z.string(),
  readAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  snoozedUntil: z.string().nullable(),
  createdAt: z.string(),
  /** When the latest event happened: the inbox's order, newest first. */
  updatedAt: z.string(),
  seq: z.number(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

export const notificationStatuses = ['inbox', 'done', 'snoozed', 'all'] as const;

/** GET /notifications: a page, newest first. `before` is the `cursor` of the previous page. */
export const listNotificationsQuerySchema = z.object({
  kind: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(notificationKindSchema).max(notificationKinds.length).optional(),
  ),
  unread: z.enum(['true', 'false']).optional(),
  status: z.enum(notificationStatuses).default('inbox'),
  before: z
    .string()
    .max(80)
    .regex(/^[0-9A-Za-z:._-]+$/, 'That cursor is not valid.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Pass as `before` for the next page; null on the last one. */
  cursor: z.string().nullable(),
  /** Unread in the inbox (not done, not snoozed), whatever the filter. */
  unread: z.number().int(),
});
export type NotificationPageDto = z.infer<typeof notificationPageSchema>;

const futureDateTime = isoDateTimeSchema.check((ctx) => {
  if (Date.parse(ctx.value) <= Date.now()) {
    ctx.issues.push({ code: 'custom', message: 'Pick a time in the future.', input: ctx.value });
  }
});

/** PATCH /notifications/:id: read or unread, done or back in the inbox, snoozed until a time. */
export const updateNotificationSchema = z
  .object({
    read: z.boolean().optional(),
    done: z.boolean().optional(),
    snoozedUntil: futureDateTime.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Say what to change.', path: ['read'] });
export type UpdateNotificationBody = z.infer<typeof updateNotificationSchema>;

/** POST /notifications/bulk: the same change for the given rows, or for every row of the inbox. */
export const bulkNotificationsSchema = z
  .object({
    ids: z.array(idSchema).min(1).max(500).optional(),
    /** Instead of ids: every notification still in the inbox (of these kinds, when given). */
    all: z.literal(true).optional(),
    kind: z.array(notificationKindSchema).max(notificationKinds.length).optional(),
    read: z.boolean().optional(),
    done: z.boolean().optional(),
    snoozedUntil: futureDateTime.nullable().optional(),
  })
  .strict()
  .refine((body) => Boolean(body.ids) !== Boolean(body.all), {
    message: 'Give either ids or all.',
    path: ['ids'],
  })
  .refine((body) => body.read !== undefined || body.done !== undefined || body.snoozedUntil !== undefined, {
    message: 'Say what to change.',
    path: ['read'],
  });
export type BulkNotificationsBody = z.infer<typeof bulkNotificationsSchema>;

export const bulkResultSchema = z.object({ updated: z.number().int() });

/**
 * One field of a bulk change of a person's notifications (POST /notifications/bulk), synced as the
 * `notificationBatch` entity in their own room: one logged change however many rows, instead of one
 * per row. `ids` are the rows it changed; each now has that field as said (read or done at `at`, not
 * read or not done, snoozed until `snoozedUntil`) and `seq` as its own. A device applies it to each
 * listed row it holds with a lower seq (docs/SYNC.md, Notifications).
 */
export const notificationBatchSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  userId: z.string(),
  ids: z.array(z.string()),
  read: z.boolean().optional(),
  done: z.boolean().optional(),
  snoozedUntil: z.string().nullable().optional(),
  /** The server's time of the change: `readAt` / `doneAt` of the rows that had none. */
  at: z.string(),
  seq: z.number(),
});
export type NotificationBatchDto = z.infer<typeof notificationBatchSchema>;

export const digestFrequencies = ['off', '15m', 'hourly', 'daily'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];

export const kindPreferenceSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
export type KindPreference = z.infer<typeof kindPreferenceSchema>;

export const dueSoonHoursMax = 24 * 14;

/**
 * A person's notification settings in one workspace. A conversation is muted in chat, on the person's
 * read marker (`PUT /chat/conversations/:id/mute`), the one place that says so.
 */
export const notificationPreferencesSchema = z.object({
  kinds: z.record(notificationKindSchema, kindPreferenceSchema),
  digest: z.enum(digestFrequencies),
  /** How long before a due date "due soon" is raised. */
  dueSoonHours: z.number().int().min(1).max(dueSoonHoursMax),
  /** Orbits whose notifications only reach the person when addressed to them by name. */
  mutedOrbitIds: z.array(z.string()),
});
export type NotificationPreferencesDto = z.infer<typeof notificationPreferencesSchema>;

/** PATCH /notifications/preferences: any part; `kinds` merges per kind. */
export const updateNotificationPreferencesSchema = z
  .object({
    kinds: z.partialRecord(notificationKindSchema, kindPreferenceSchema).optional(),
    digest: z.enum(digestFrequencies).optional(),
    dueSoonHours: z.number().int().min(1).max(dueSoonHoursMax).optional(),
    mutedOrbitIds: z.array(idSchema).max(500).optional(),
  })
  .strict();
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesSchema>;

/** PUT / DELETE /notifications/follows/:targetKind/:targetId: follow or unfollow a task or a thread. */
export const followTargetKinds = ['item', 'thread'] as const;
export const followParamsSchema = z.object({
  targetKind: z.enum(followTargetKinds),
  targetId: idSchema,
});
export const followSchema = z.object({
  targetKind: z.enum(followTargetKinds),
  targetId: z.string(),
  following: z.boolean(),
});
export type FollowDto = z.infer<typeof followSchema>;

/** The mailed unsubscribe link's token (no session needed). */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string()
    .min(1)
    .max(400)
    .regex(/^[A-Za-z0-9._-]+$/, 'That link is not valid.'),
});

/** Defaults: every kind in the app and by e-mail; an hourly digest; due soon a day ahead. */
export function defaultNotificationPreferences(): NotificationPreferencesDto {
  const kinds = Object.fromEntries(
    notificationKinds.map((kind) => [kind, { inApp: true, email: true }]),
  ) as Record<NotificationKind, KindPreference>;
  return { kinds, digest: 'hourly', dueSoonHours: 24, mutedOrbitIds: [] };
}
