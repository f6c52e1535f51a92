import { Checkbox } from '../../ui/Checkbox';

type Option<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  legend: string;
  options: Option<T>[];
  value: T[];
  onChange: (value: T[]) => void;
  /** Shown instead of the boxes when there is nothing to choose from. */
  emptyText?: string;
};

/** A labelled group of checkboxes for a multi-choice filter; nothing ticked means "any". */
export function CheckGroup<T extends string>({ legend, options, value, onChange, emptyText }: Props<T>) {
  const toggle = (option: T, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset className="view-checks">
      <legend>{legend}</legend>
      {options.length === 0 && emptyText ? <p className="view-checks-empty">{emptyText}</p> : null}
      <div className="view-checks-options">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            checked={value.includes(option.value)}
            onCheckedChange={(checked) => toggle(option.value, checked)}
            label={option.label}
          />
        ))}
      </div>
    </fieldset>
  );
}
