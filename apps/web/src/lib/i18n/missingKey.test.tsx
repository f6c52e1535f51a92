import { render } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';

function Label({ k }: { k: string }) {
  const { t } = useTranslation();
  return <span>{t(k)}</span>;
}

describe('missing translations', () => {
  it('render their English text when the key exists', () => {
    expect(render(<Label k="error.reload" />).container.textContent).toBe('Reload');
  });

  it('fail the test when a key is missing', () => {
    expect(() => render(<Label k="no.such.key" />)).toThrow(/Missing translation: common:no.such.key/);
  });
});
