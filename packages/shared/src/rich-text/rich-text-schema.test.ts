import { describe, expect, it } from 'vitest';
import { richTextProblem } from './rich-text-schema.js';

const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
const para = (...content: unknown[]) => ({ type: 'paragraph', content });

describe('the rich-text schema', () => {
  it('accepts what the editor writes, and plain text', () => {
    const full = doc(
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Plan' }] },
      para(
        { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
        { type: 'hardBreak' },
        {
          type: 'text',
          text: 'site',
          marks: [{ type: 'link', attrs: { href: 'https://x.test', target: '_blank' } }],
        },
      ),
      {
        type: 'orderedList',
        attrs: { start: 3, type: null },
        content: [{ type: 'listItem', content: [para()] }],
      },
      { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: 'x' }] },
      { type: 'horizontalRule' },
    );
    expect(richTextProblem(full)).toBeUndefined();
    expect(richTextProblem('just words { with a brace')).toBeUndefined();
    expect(richTextProblem('{"not":"a doc"}')).toBeUndefined();
  });

  it('names what the editor cannot show', () => {
    expect(richTextProblem(doc({ type: 'image', attrs: { src: 'x' } }))).toBe(
      'The editor cannot show a “image” node.',
    );
    expect(richTextProblem(doc({ type: 'table', content: [] }))).toContain('“table”');
    expect(
      richTextProblem(
        doc(para({ type: 'text', text: 'red', marks: [{ type: 'textStyle', attrs: { color: 'red' } }] })),
      ),
    ).toBe('The editor cannot show a “textStyle” mark.');
    expect(richTextProblem(doc({ type: 'heading', attrs: { level: 1, id: 'x' } }))).toContain('attribute');
    expect(richTextProblem(doc(para({ type: 'text' })))).toBe('A text node has no text.');
  });
});
