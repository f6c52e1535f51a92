import { canChangeRole, canRemoveMember, type MemberDto, type Role } from '@orbit/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import styles from './members.module.css';

const assignableRoles = ['admin', 'member', 'guest'] as const;

export type MemberRowProps = {
  member: MemberDto;
  /** The role of the person looking at the list: it decides which controls work. */
  viewerRole: Role;
  isSelf: boolean;
  /** A role change for this row is on its way. */
  busy: boolean;
  onRoleChange: (role: Role) => void;
  /** Asks to remove this person (or, on one's own row, to leave). */
  onRemove: () => void;
};

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

export function MemberRow({ member, viewerRole, isSelf, busy, onRoleChange, onRemove }: MemberRowProps) {
  const { t } = useTranslation('members');
  const name = member.name || member.email;
  const isOwner = member.role === 'owner';
  // Whether any other role could be given: for the owner's row, and for members and guests, none can.
  const editable = assignableRoles.some(
    (role) => role !== member.role && canChangeRole(viewerRole, member.role, role),
  );

  let action = null;
  if (isSelf && !isOwner) {
    action = (
      <Button variant="alert-with-text" size="sm" icon="leave" onClick={onRemove}>
        {t('members.leave')}
      </Button>
    );
  } else if (!isSelf && canRemoveMember(viewerRole, member.role)) {
    action = (
      <IconButton
        icon="trash"
        variant="alert"
        size="sm"
        aria-label={t('members.remove', { name })}
        showTooltip
        onClick={onRemove}
      />
    );
  }

  return (
    <li className={styles.row} data-testid="member-row">
      {member.avatarUrl ? (
        <img className={styles.avatar} src={member.avatarUrl} alt="" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <div className={styles.who}>
        <span className={styles.name}>
          {name}
          {isSelf && <span className={styles.you}>{t('members.you')}</span>}
        </span>
        {member.name && <span className={styles.email}>{member.email}</span>}
      </div>
      {isOwner ? (
        <span className={styles.fixedRole}>{t('roles.owner')}</span>
      ) : (
        <select
          className={styles.select}
          aria-label={t('members.roleOf', { name })}
          value={member.role}
          disabled={!editable || busy}
          aria-busy={busy || undefined}
          onChange={(event) => {
            const role = assignableRoles.find((r) => r === event.target.value);
            if (role) onRoleChange(role);
          }}
        >
          {assignableRoles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      )}
      <div className={styles.actions}>{action}</div>
    </li>
  );
}
