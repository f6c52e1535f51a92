import { canChangeRole, canRemoveMember, type MemberDto, type Role } from '@orbit/shared';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { SelectPicker } from '../../ui/SelectPicker';
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

export function MemberRow({ member, viewerRole, isSelf, busy, onRoleChange, onRemove }: MemberRowProps) {
  const { t } = useTranslation('members');
  const { t: tc } = useTranslation('common');
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
      <Avatar person={{ id: member.userId, name, imageUrl: member.avatarUrl }} size={28} />
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
        <SelectPicker
          label={t('members.roleOf', { name })}
          options={assignableRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          value={member.role}
          disabled={!editable || busy}
          onChange={(value) => {
            const role = assignableRoles.find((r) => r === value);
            if (role) onRoleChange(role);
          }}
          searchPlaceholder={tc('picker.search')}
          emptyText={tc('picker.noMatches')}
          variant="ghost"
          align="end"
          width={200}
        />
      )}
      <div className={styles.actions}>{action}</div>
    </li>
  );
}
