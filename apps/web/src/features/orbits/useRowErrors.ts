import { useCallback, useState } from 'react';

/** An error message per row id, each shown on its own row; `setError(id, null)` clears one. */
export function useRowErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setError = useCallback(
    (rowId: string, message: string | null) =>
      setErrors((current) => {
        const next = { ...current };
        if (message) next[rowId] = message;
        else delete next[rowId];
        return next;
      }),
    [],
  );
  return { errors, setError };
}
