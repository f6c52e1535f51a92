/** The seed's seventeen button variants, in its order. */
export const buttonVariants = [
  'primary',
  'grey',
  'primary-text',
  'secondary',
  'bordered',
  'background',
  'tertiary',
  'selected',
  'blue-border',
  'white-border',
  'alert',
  'alert-with-text',
  'end',
  'dark',
  'dark-outline',
  'clear',
  'upsell',
] as const;

export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
