import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView } from './RichTextView';
import { isEmptyDoc, parseRichText, richTextToPlainText, serializeRichText } from './richTextDoc';

const stored = JSON.stringify({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Plan' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Read ' },
        { type: 'text', text: 'this', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
        { type: 'text', text: ' not ' },
        { type: 'text', text: 'that', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] },
      ],
    },
  ],
});

describe('RichTextView', () => {
  it('renders headings, lists and only web links, without an editor', () => {
    const { container } = render(<RichTextView value={stored} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Plan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'this' }).getAttribute('href')).toBe('https://example.com');
    expect(screen.queryByRole('link', { name: 'that' })).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('Read this not that');
    expect(screen.getByRole('listitem').textContent).toBe('One');
  });

  it('shows legacy text as paragraphs and an empty value as the empty text', () => {
    const { container, rerender } = render(<RichTextView value={'a\nb'} emptyText="No description" />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['a', 'b']);
    rerender(<RichTextView value="" emptyText="No description" />);
    expect(screen.getByText('No description')).toBeTruthy();
  });
});

describe('richTextDoc', () => {
  it('reads JSON, falls back to text for anything else, and stores an empty document as ""', () => {
    expect(richTextToPlainText(parseRichText(stored))).toBe('Plan\nRead this not that\nOne');
    expect(parseRichText('{ not json').content?.[0]?.content?.[0]?.text).toBe('{ not json');
    expect(parseRichText('42').content?.[0]?.content?.[0]?.text).toBe('42');
    expect(isEmptyDoc(parseRichText(''))).toBe(true);
    expect(serializeRichText(parseRichText(''))).toBe('');
    expect(JSON.parse(serializeRichText(parseRichText(stored)))).toEqual(JSON.parse(stored));
  });
});
