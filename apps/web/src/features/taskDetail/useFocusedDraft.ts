import { useState } from 'react';

export type FocusedDraft = {
  /** What the field shows. */
  draft: string;
  /** The writer changed it since it last took the outside value. */
  edited: boolean;
  setDraft: (next: string) => void;
  onFocus: () => void;
  /** After blur the field follows outside changes again; a refused draft is reset by `setDraft`. */
  onBlur: () => void;
};

/**
 * A field's text that follows `value` except while the field has focus: the spec's Input rule,
 * "while focused, outside value changes do not overwrite typing".
 */
export function useFocusedDraft(value: string): FocusedDraft {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [focused, setFocused] = useState(false);
  // A saved draft stays on screen until its own echo arrives; only a new outside value replaces it.
  if (!focused && value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  return {
    draft,
    edited: draft !== seen,
    setDraft,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
}
