import type { MemberStatusDto } from '@orbit/shared';

/** A custom status as a short line: its emoji and text. */
export function StatusLine({ status, className }: { status: MemberStatusDto | null; className?: string }) {
  if (!status) return null;
  return (
    <span className={className ? `status-line ${className}` : 'status-line'}>
      {status.emoji && <span aria-hidden={status.text ? true : undefined}>{status.emoji}</span>}
      {status.text && <span>{status.text}</span>}
    </span>
  );
}
