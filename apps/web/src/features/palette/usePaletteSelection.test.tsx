import { fireEvent, render, screen } from '@testing-library/react';
import { Command } from 'cmdk';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { usePaletteSelection } from './usePaletteSelection';

/** The palette's shape: results that may arrive after the keystroke, then "See all results". */
function Harness({ results, onOpen }: { results: string[]; onOpen: (key: string) => void }) {
  const [query, setQuery] = useState('');
  const order = [...results, 'see-all'];
  const selection = usePaletteSelection(order);
  return (
    <Command
      shouldFilter={false}
      value={selection.value}
      onValueChange={selection.onValueChange}
      onKeyDown={selection.onKeyDown}
      onPointerMove={selection.onPointerMove}
    >
      <Command.Input
        aria-label="Search"
        value={query}
        onValueChange={(next) => {
          selection.reset();
          setQuery(next);
        }}
      />
      <Command.List>
        {order.map((key) => (
          <Command.Item key={key} value={key} onSelect={() => onOpen(key)}>
            {key}
          </Command.Item>
        ))}
      </Command.List>
    </Command>
  );
}

const selected = () => screen.getByRole('option', { selected: true }).textContent;

describe('usePaletteSelection', () => {
  it('Enter opens the top option even when it arrived after the keystroke', () => {
    const opened: string[] = [];
    const { rerender } = render(<Harness results={[]} onOpen={(key) => opened.push(key)} />);
    const input = screen.getByLabelText('Search');
    fireEvent.change(input, { target: { value: 'e2e tasks-mem' } });
    // The person is read from the local tables a moment later, above "See all results".
    rerender(<Harness results={['person:1']} onOpen={(key) => opened.push(key)} />);
    expect(selected()).toBe('person:1');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(opened).toEqual(['person:1']);
  });

  it('keeps the option the person moved to while it is listed, and goes back to the top on a new query', () => {
    const opened: string[] = [];
    const open = (key: string) => opened.push(key);
    const { rerender } = render(<Harness results={['task:1', 'task:2']} onOpen={open} />);
    const input = screen.getByLabelText('Search');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe('task:2');
    // A server match arrives above: the pick stays.
    rerender(<Harness results={['task:0', 'task:1', 'task:2']} onOpen={open} />);
    expect(selected()).toBe('task:2');
    fireEvent.change(input, { target: { value: 'other' } });
    expect(selected()).toBe('task:0');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(opened).toEqual(['task:0']);
  });
});
