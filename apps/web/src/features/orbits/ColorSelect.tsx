import { useTranslation } from 'react-i18next';
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

/** A native select of the palette with a swatch of the chosen colour beside it. */
export function ColorSelect({ label, value, onChange, allowNone = false, disabled, id }: Props) {
  const { t } = useTranslation('orbits');
  // A colour from elsewhere that is not in the palette stays selectable rather than silently changing.
  const extra = value && !isOrbitColor(value) ? [value] : [];
  return (
    <span className="orbit-color-select">
      <span className="orbit-swatch" style={{ background: value ?? 'transparent' }} aria-hidden="true" />
      <select
        id={id}
        aria-label={label}
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      >
        {allowNone && <option value="">{t('colors.none')}</option>}
        {orbitColors.map((color) => (
          <option key={color} value={color}>
            {t(`colors.${color}`)}
          </option>
        ))}
        {extra.map((color) => (
          <option key={color} value={color}>
            {color}
          </option>
        ))}
      </select>
    </span>
  );
}
