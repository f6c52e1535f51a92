import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileCardLabel, fontReady } from './fileCard';

describe('a file card’s label', () => {
  it('is the whole name over the size, up to 60 characters', () => {
    const name = `${'a'.repeat(55)}.xlsx`;
    expect(fileCardLabel(name, '2 KB')).toBe(`${name}\n2 KB`);
  });
  it('cuts a longer name to 57 characters and “…”', () => {
    expect(fileCardLabel(`${'b'.repeat(70)}.pdf`, '1 MB')).toBe(`${'b'.repeat(57)}…\n1 MB`);
  });
  it('never cuts a character in two', () => {
    const name = `${'c'.repeat(56)}🎉🎉🎉🎉🎉.png`;
    expect(fileCardLabel(name, '3 B')).toBe(`${'c'.repeat(56)}🎉…\n3 B`);
  });
});

describe('waiting for the label’s font', () => {
  afterEach(() => void vi.useRealTimers());

  it('asks for the font of the text, and resolves only once it has loaded', async () => {
    let loaded: (faces: FontFace[]) => void = () => undefined;
    const fonts = { load: vi.fn(() => new Promise<FontFace[]>((resolve) => (loaded = resolve))) };
    let ready = false;
    const waiting = fontReady(fonts, '16px Excalifont', 'notes.pdf\n2 KB').then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(fonts.load).toHaveBeenCalledWith('16px Excalifont', 'notes.pdf\n2 KB');
    expect(ready).toBe(false);
    loaded([]);
    await waiting;
    expect(ready).toBe(true);
  });

  it('gives up after a few seconds, and at once when the font cannot be loaded', async () => {
    vi.useFakeTimers();
    const never = { load: () => new Promise<FontFace[]>(() => undefined) };
    const waiting = fontReady(never, '16px Excalifont', 'x');
    await vi.advanceTimersByTimeAsync(3000);
    await expect(waiting).resolves.toBeUndefined();

    const failing = { load: () => Promise.reject(new Error('network')) };
    await expect(fontReady(failing, '16px Excalifont', 'x')).resolves.toBeUndefined();
  });
});
