import { useState } from 'react';

type Props = { label: string; placeholder: string; onCreate: (title: string) => unknown };

/** A quiet field at the end of a list: type a title, Enter creates, the field stays for the next one. */
export function InlineCreate({ label, placeholder, onCreate }: Props) {
  const [value, setValue] = useState('');
  return (
    <input
      className="task-inline-create"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      maxLength={500}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && value.trim()) {
          onCreate(value.trim());
          setValue('');
        } else if (e.key === 'Escape') {
          setValue('');
          e.currentTarget.blur();
        }
      }}
    />
  );
}
