import styles from './Skeleton.module.css';

export type SkeletonRowsProps = {
  /** How many rows stand in for the list. */
  rows?: number;
  /** Accessible name while loading ("Loading tasks"); the rows themselves are hidden from readers. */
  label: string;
  /** Row height in pixels, to match the list it stands in for (task rows: 36). */
  rowHeight?: number;
};

// Varied but fixed widths: the same every render, so screenshots are stable and nothing jumps.
const WIDTHS = [62, 48, 71, 55, 40, 66, 52, 58];

/** Grey rows shaped like task rows (a glyph, a title, a trailing chip) while a list loads. */
export function SkeletonRows({ rows = 6, label, rowHeight = 36 }: SkeletonRowsProps) {
  return (
    <div className={styles.rows} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows, never reordered
        <div key={index} className={styles.row} style={{ height: rowHeight }} aria-hidden>
          <span className={styles.glyph} />
          <span className={styles.bar} style={{ width: `${WIDTHS[index % WIDTHS.length]}%` }} />
          <span className={styles.chip} />
        </div>
      ))}
    </div>
  );
}
