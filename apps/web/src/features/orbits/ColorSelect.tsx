import { useTranslation } from 'react-i18next';
import { SelectPicker } from '../../ui/SelectPicker';
import { isOrbitColor, orbitColors } from './orbitColors';

type Props = {
  label: string;
  value: string | null;
  onChange: (color: string | null) => void;
  /** Offer "No colour" (orbits); statuses and labels always have one. */
  allowNone?: boolean;
  disabled?: boolean;
  id?: string;
};

/** The palette in a picker, each colour with its swatch, filtered by typing its name. */
export function ColorSelect({ label, value, onChange, allowNone = false, disabled, id }: Props) {
  const { t } = useTranslation('orbits');
  const { t: tc } = useTranslation('common');
  // A colour from elsewhere that is not in the palette stays selectable rather than silently changing.
  const extra = value && !isOrbitColor(value) ? [value] : [];
  const NONE = '';
  const options = [
    ...(allowNone ? [{ value: NONE, label: t('colors.none'), color: 'transparent' }] : []),
    ...orbitColors.map((color) => ({ value: color, label: t(`colors.${color}`), color })),
    ...extra.map((color) => ({ value: color, label: color, color })),
  ];
  return (
    <SelectPicker
      id={id}
      label={label}
      options={options}
      value={value ?? NONE}
      onChange={(next) => onChange(next === NONE ? null : next)}
      disabled={disabled}
      searchPlaceholder={tc('picker.search')}
      emptyText={tc('picker.noMatches')}
      width={200}
      className="orbit-color-select"
    />
  );
}
