import type { MemberDto, Role } from '@orbit/shared';

/** A membership joined with its user, as the member queries select it. */
export type MemberView = {
  userId: string;
  name: string;
  email: string;
  avatarUrl: string | null;
  title: string;
  timeZone: string | null;
  role: Role;
  joinedAt: Date;
};

/** The same DTO goes over HTTP and in the `member.updated` event. */
export function presentMember(view: MemberView): MemberDto {
  return {
    userId: view.userId,
    name: view.name,
    email: view.email,
    avatarUrl: view.avatarUrl,
    title: view.title,
    timeZone: view.timeZone,
    role: view.role,
    joinedAt: view.joinedAt.toISOString(),
  };
}
