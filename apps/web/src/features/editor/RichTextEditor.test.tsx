import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';
import { parseRichText } from './richTextDoc';

const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
const paragraph = (text: string, marks?: { type: string }[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(value: string, extra: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const onChange = vi.fn();
  const view = render(
    <RichTextEditor value={value} onChange={onChange} label="Description" debounceMs={20} {...extra} />,
  );
  const textbox = screen.getByRole('textbox', { name: 'Description' });
  return { onChange, textbox, ...view };
}

/** Selects the whole document the way a person does: Ctrl+A in the text. */
function selectAll(textbox: HTMLElement) {
  act(() => textbox.focus());
  fireEvent.keyDown(textbox, { key: 'a', ctrlKey: true });
}

describe('RichTextEditor', () => {
  it('shows stored JSON with its marks and gives back JSON after an edit', async () => {
    const { onChange, textbox } = setup(doc(paragraph('Ship it', [{ type: 'italic' }])));
    expect(textbox.querySelector('em')?.textContent).toBe('Ship it');

    selectAll(textbox);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));

    const saved = parseRichText(onChange.mock.calls[0]?.[0]);
    expect(saved.content?.[0]?.content?.[0]).toEqual({
      type: 'text',
      text: 'Ship it',
      marks: [{ type: 'bold' }, { type: 'italic' }],
    });
    // What it sent is what it shows: fed back in, nothing changes and nothing is sent again.
    expect(textbox.querySelector('strong em, em strong')?.textContent).toBe('Ship it');
  });

  it('opens a plain-text description as one paragraph per line', () => {
    const { textbox } = setup('First line\nSecond line');
    const paragraphs = [...textbox.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['First line', 'Second line']);
  });

  it('refuses to save a document over the limit and says so on the field', async () => {
    const long = 'x'.repeat(200);
    // A clock the test moves on (and that also runs by itself, for findBy): a save an edit or the
    // blur scheduled has surely fired once it is 1 s past its 20 ms pause.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onChange, textbox } = setup(doc(paragraph(long)), { maxLength: 250 });
    selectAll(textbox);
    // Bold adds a mark to the JSON: the same words no longer fit in 250 characters.
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Too long to save: \d+ characters over the limit of 250/);
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    expect(textbox.getAttribute('aria-describedby')).toBe(alert.id);
    act(() => textbox.blur());
    act(() => vi.advanceTimersByTime(1_000));
    expect(onChange).not.toHaveBeenCalled();

    // Shortened (here: emptied), it saves again.
    selectAll(textbox);
    fireEvent.keyDown(textbox, { key: 'Backspace' });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the writer’s text while focused and takes an outside change once it is left untouched', () => {
    const { textbox, rerender, onChange } = setup(doc(paragraph('Mine')));
    act(() => textbox.focus());
    rerender(<RichTextEditor value={doc(paragraph('Theirs'))} onChange={onChange} label="Description" />);
    expect(textbox.textContent).toBe('Mine');
    act(() => textbox.blur());
    expect(textbox.textContent).toBe('Theirs');
    expect(onChange).not.toHaveBeenCalled();
  });
});
