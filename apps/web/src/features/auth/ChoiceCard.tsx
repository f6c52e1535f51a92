type ChoiceCardProps = {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint: string;
};

/** A radio button drawn as a card with a label and a one-line hint; arrow keys move within its group. */
export function ChoiceCard({ name, value, checked, onChange, label, hint }: ChoiceCardProps) {
  return (
    <label className="auth-choice">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      <span className="auth-choice__text">
        <span>{label}</span>
        <span className="auth-choice__hint">{hint}</span>
      </span>
    </label>
  );
}
