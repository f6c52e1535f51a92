import { richTextMarks, richTextNodes } from '@orbit/shared';
import { render, screen } from '@testing-library/react';
import { getSchema } from '@tiptap/react';
import { describe, expect, it, vi } from 'vitest';
import { editorExtensions } from './editorExtensions';
import { RichTextEditor } from './RichTextEditor';

// Issue 11 item 7: the editor's schema is the shared one the server validates against, and a document
// holding anything else opens read-only, so no keystroke can save over what the editor cannot show.

const attrsOf = (spec: { attrs?: Record<string, unknown> | null }) => Object.keys(spec.attrs ?? {}).sort();

describe('the editor and the shared rich-text schema', () => {
  it('know the same nodes and marks, with the same attributes', () => {
    const schema = getSchema(editorExtensions(''));
    const nodes = Object.fromEntries(
      Object.entries(schema.nodes).map(([name, type]) => [name, attrsOf(type.spec)]),
    );
    const marks = Object.fromEntries(
      Object.entries(schema.marks).map(([name, type]) => [name, attrsOf(type.spec)]),
    );
    const sorted = (table: Record<string, readonly string[]>) =>
      Object.fromEntries(Object.entries(table).map(([name, attrs]) => [name, [...attrs].sort()]));
    expect(nodes).toEqual(sorted(richTextNodes));
    expect(marks).toEqual(sorted(richTextMarks));
  });

  it('opens a document with unknown content read-only, showing its words, and never saves over it', () => {
    const onChange = vi.fn();
    const value = JSON.stringify({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Kept words', marks: [{ type: 'textStyle' }] }],
        },
        { type: 'image', attrs: { src: 'https://example.com/a.png' } },
      ],
    });
    render(<RichTextEditor value={value} onChange={onChange} label="Description" debounceMs={5} />);
    expect(screen.queryByRole('textbox', { name: 'Description' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('opens read-only');
    const region = screen.getByRole('region', { name: 'Description' });
    expect(region.textContent).toContain('Kept words');
    // Nothing on the page can be typed into, so nothing can be saved over the document.
    expect(document.querySelector('[contenteditable="true"]')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
