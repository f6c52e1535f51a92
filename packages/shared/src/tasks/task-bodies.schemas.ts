import { z } from 'zod';
import { interfaceLocaleSchema } from '../i18n/locales.js';
import { idSchema, isoDateTimeSchema, richText, text } from '../input/text.js';
import {
  clientIdSchema,
  orbitStatusSchema,
  orbitVisibilities,
  priorities,
  viewFiltersSchema,
  viewGroupings,
  viewLayouts,
  viewSortSchema,
} from './task.schemas.js';

// Request bodies. Strings are trimmed where a blank one would be meaningless.

const name80 = text().trim().min(1).max(80);
const color = text().min(1).max(32);
const position = text().min(1).max(128);
const id = idSchema;
const isoDate = isoDateTimeSchema;

export const createOrbitSchema = z.object({
  clientId: clientIdSchema,
  name: name80,
  description: text().max(2_000).optional(),
  color: color.nullable().optional(),
  icon: text().max(64).nullable().optional(),
  visibility: z.enum(orbitVisibilities).optional(),
  memberIds: z.array(id).max(500).optional(),
  /** The creator's interface language: the default statuses and first list are named in it. */
  locale: interfaceLocaleSchema.optional(),
});
export type CreateOrbitBody = z.infer<typeof createOrbitSchema>;

export const updateOrbitSchema = z.object({
  name: name80.optional(),
  description: text().max(2_000).optional(),
  color: color.nullable().optional(),
  icon: text().max(64).nullable().optional(),
  visibility: z.enum(orbitVisibilities).optional(),
  position: position.optional(),
  statuses: z
    .array(orbitStatusSchema)
    .min(1)
    .max(30)
    .refine((list) => list.some((status) => status.kind === 'open'), 'Keep at least one open status.')
    .refine((list) => list.some((status) => status.kind === 'done'), 'Keep at least one done status.')
    .optional(),
});
export type UpdateOrbitBody = z.infer<typeof updateOrbitSchema>;

export const orbitMemberSchema = z.object({ userId: id });

export const createListSchema = z.object({
  clientId: clientIdSchema,
  orbitId: id,
  name: name80,
  position: position.optional(),
});
export type CreateListBody = z.infer<typeof createListSchema>;
export const updateListSchema = z.object({ name: name80.optional(), position: position.optional() });
export type UpdateListBody = z.infer<typeof updateListSchema>;

const itemFields = {
  listId: id.nullable().optional(),
  parentId: id.nullable().optional(),
  title: text().trim().min(1).max(500),
  description: richText().max(100_000).optional(),
  statusId: id.optional(),
  priority: z.enum(priorities).optional(),
  assigneeIds: z.array(id).max(50).optional(),
  labelIds: z.array(id).max(50).optional(),
  dueAt: isoDate.nullable().optional(),
  dueHasTime: z.boolean().optional(),
  startAt: isoDate.nullable().optional(),
  position: position.optional(),
};

export const createItemSchema = z.object({ clientId: clientIdSchema, orbitId: id, ...itemFields });
export type CreateItemBody = z.infer<typeof createItemSchema>;

export const updateItemSchema = z.object({ orbitId: id.optional(), ...itemFields }).partial();
export type UpdateItemBody = z.infer<typeof updateItemSchema>;

export const labelBodySchema = z.object({ name: text().trim().min(1).max(40), color });
export type LabelBody = z.infer<typeof labelBodySchema>;
export const updateLabelSchema = labelBodySchema.partial();
export type UpdateLabelBody = z.infer<typeof updateLabelSchema>;
/** A new label; with `clientId` (a temporary id) a retried create answers the label already made. */
export const createLabelSchema = labelBodySchema.extend({ clientId: clientIdSchema.optional() });
export type CreateLabelBody = z.infer<typeof createLabelSchema>;

const viewFields = {
  name: name80,
  visibility: z.enum(['private', 'shared']).optional(),
  layout: z.enum(viewLayouts).optional(),
  filters: viewFiltersSchema.optional(),
  groupBy: z.enum(viewGroupings).optional(),
  sort: viewSortSchema.optional(),
  showCompleted: z.boolean().optional(),
  position: position.optional(),
};
export const createViewSchema = z.object({ clientId: clientIdSchema, ...viewFields });
export type CreateViewBody = z.infer<typeof createViewSchema>;
export const updateViewSchema = z.object(viewFields).partial();
export type UpdateViewBody = z.infer<typeof updateViewSchema>;

/** The use cases of onboarding (apps/web useCases.ts), each a template. */
export const templateIds = [
  'project-management',
  'software-development',
  'marketing',
  'operations',
  'personal-tasks',
] as const;
export type TemplateId = (typeof templateIds)[number];
/** `locale`: the language the template's orbits, lists and tasks are written in (the creator's). */
export const applyTemplateSchema = z.object({
  template: z.enum(templateIds),
  locale: interfaceLocaleSchema.optional(),
});
export const applyTemplateResultSchema = z.object({ orbitIds: z.array(z.string()) });
