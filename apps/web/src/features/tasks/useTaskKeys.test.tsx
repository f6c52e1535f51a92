import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Item } from '../sync/schemas';
import { useTaskKeys } from './useTaskKeys';

const items = ['a', 'b', 'c'].map((id) => ({ id, title: id }) as Item);

function Harness({ onOpen, onCreate }: { onOpen: (item: Item) => void; onCreate: () => void }) {
  const [selectedId, setSelectedId] = useState<string>();
  useTaskKeys({ items, selectedId, onSelect: setSelectedId, onOpen, onCreate });
  return (
    <>
      <output>{selectedId ?? 'none'}</output>
      <input aria-label="typing" />
    </>
  );
}

describe('useTaskKeys', () => {
  it('moves with j and k, opens with Enter, creates with c', () => {
    const onOpen = vi.fn();
    const onCreate = vi.fn();
    const { container } = render(<Harness onOpen={onOpen} onCreate={onCreate} />);
    const selected = () => container.querySelector('output')?.textContent;
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(selected()).toBe('a');
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(selected()).toBe('c');
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(selected()).toBe('b');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(items[1]);
    fireEvent.keyDown(document.body, { key: 'c' });
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('leaves the keys alone while the user types', () => {
    const onCreate = vi.fn();
    const { getByLabelText } = render(<Harness onOpen={vi.fn()} onCreate={onCreate} />);
    fireEvent.keyDown(getByLabelText('typing'), { key: 'c' });
    expect(onCreate).not.toHaveBeenCalled();
  });
});
