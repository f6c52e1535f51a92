/**
 * The colours offered for orbits, statuses and labels. Stored by name: every name is also a CSS colour,
 * so rows made elsewhere (templates, the API) with any of these show as they should.
 */
export const orbitColors = [
  'gray',
  'red',
  'orange',
  'gold',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
] as const;
export type OrbitColor = (typeof orbitColors)[number];

export function isOrbitColor(value: string | null | undefined): value is OrbitColor {
  return (orbitColors as readonly string[]).includes(value ?? '');
}
