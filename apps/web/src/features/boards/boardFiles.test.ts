import { describe, expect, it } from 'vitest';
import { droppedFileCards, newFileId } from './boardFiles';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('files dropped on a board', () => {
  it('one image the canvas shows is left to the canvas; no file at all too', () => {
    expect(droppedFileCards([file('a.png', 'image/png')])).toBeNull();
    expect(droppedFileCards([file('a.webp', 'image/webp')])).toBeNull();
    expect(droppedFileCards([])).toBeNull();
  });
  it('any other file, and several files, become cards', () => {
    expect(droppedFileCards([file('notes.pdf', 'application/pdf')])?.map((f) => f.name)).toEqual([
      'notes.pdf',
    ]);
    expect(droppedFileCards([file('plan.svg', 'image/svg+xml')])).toHaveLength(1);
    expect(droppedFileCards([file('a.png', 'image/png'), file('b.txt', 'text/plain')])).toHaveLength(2);
  });
  it('a card file id has the server id form', () => {
    expect(newFileId()).toMatch(/^[0-9a-f]{20}$/);
  });
});
