/** ISO text for a timestamp column (DTOs carry strings, never Date objects). */
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
