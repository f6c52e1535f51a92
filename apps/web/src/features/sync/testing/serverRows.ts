import {
  type BootstrapDto,
  bootstrapSchema,
  type FavoriteDto,
  type ItemDto,
  type LabelDto,
  type ListDto,
  type MemberDto,
  type OrbitDto,
  type ViewDto,
} from '@orbit/shared';

// Whole server rows (the DTOs of @orbit/shared) for tests of the sync client, which reads every
// incoming row with the shared strict schemas. Each takes the fields a test cares about.

const at = '2026-01-01T00:00:00.000Z';

export const itemRow = (over: Partial<ItemDto> = {}): ItemDto => ({
  id: 'i1',
  clientId: null,
  workspaceId: 'w1',
  orbitId: 'o1',
  listId: null,
  parentId: null,
  title: 'Write tests',
  description: '',
  statusId: 's1',
  priority: 'none',
  assigneeIds: [],
  labelIds: [],
  attachments: [],
  dueAt: null,
  dueHasTime: false,
  startAt: null,
  position: 'a0',
  completedAt: null,
  deletedAt: null,
  createdBy: null,
  createdAt: at,
  updatedAt: at,
  seq: 0,
  ...over,
});

export const orbitRow = (over: Partial<OrbitDto> = {}): OrbitDto => ({
  id: 'o1',
  clientId: null,
  workspaceId: 'w1',
  name: 'Launch',
  description: '',
  color: null,
  icon: null,
  visibility: 'public',
  memberIds: [],
  statuses: [],
  position: 'a0',
  archivedAt: null,
  seq: 0,
  ...over,
});

export const listRow = (over: Partial<ListDto> = {}): ListDto => ({
  id: 'l1',
  clientId: null,
  orbitId: 'o1',
  name: 'Tasks',
  position: 'a0',
  seq: 0,
  ...over,
});

export const labelRow = (over: Partial<LabelDto> = {}): LabelDto => ({
  id: 'lb1',
  clientId: null,
  workspaceId: 'w1',
  name: 'Bug',
  color: 'red',
  seq: 0,
  ...over,
});

export const viewRow = (over: Partial<ViewDto> = {}): ViewDto => ({
  id: 'v1',
  clientId: null,
  workspaceId: 'w1',
  ownerId: 'me',
  name: 'Mine',
  visibility: 'private',
  layout: 'list',
  filters: {},
  groupBy: 'none',
  sort: { field: 'position', dir: 'asc' },
  showCompleted: false,
  position: 'a0',
  seq: 0,
  ...over,
});

export const favoriteRow = (itemId: string, userId = 'me'): FavoriteDto => ({
  itemId,
  userId,
  createdAt: at,
});

export const memberRow = (userId: string, over: Partial<MemberDto> = {}): MemberDto => ({
  userId,
  name: `Name ${userId}`,
  email: `${userId}@example.com`,
  avatarUrl: null,
  title: '',
  timeZone: null,
  role: 'member',
  joinedAt: at,
  ...over,
});

export const bootstrapRows = (over: Partial<BootstrapDto> = {}): BootstrapDto => ({
  ...bootstrapSchema.parse({ seq: 0 }),
  ...over,
});
