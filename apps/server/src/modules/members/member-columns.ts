import { memberships, users } from '../../db/schema/index.js';

/** The columns every member query selects, shaped as the presenter's MemberView. */
export const memberColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  avatarUrl: users.avatarUrl,
  title: users.title,
  timeZone: users.timeZone,
  role: memberships.role,
  joinedAt: memberships.createdAt,
};
