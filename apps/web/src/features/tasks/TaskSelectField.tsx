type Option = { value: string; label: string };

type Props = {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  /** An option for "none", first, with the value "". */
  empty?: string;
};

/** A labelled drop-down of a task form (the panel's and the create dialog's). */
export function TaskSelectField({ label, value, options, onChange, empty }: Props) {
  return (
    <label className="task-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
