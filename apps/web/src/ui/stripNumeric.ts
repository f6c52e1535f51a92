/** The seed's rule for tel and number inputs: keep only digits, period and comma. */
export function stripNumeric(value: string): string {
  return value.replace(/[^0-9.,]/g, '');
}
