import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonVariants } from '../ui/buttonVariants';
import { GalleryPage } from './GalleryPage';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('missing', { status: 404 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GalleryPage', () => {
  it('renders every section with its translated text and all seventeen button variants', () => {
    // A key missing from gallery.json would throw here (see the test setup).
    render(<GalleryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeTruthy();
    const variants = document.querySelector('[data-gallery="button-variants"]') as HTMLElement;
    const shown = within(variants)
      .getAllByRole('button')
      .map((b) => b.dataset.variant);
    expect(shown).toEqual([...buttonVariants]);
    for (const id of [
      'theme',
      'buttons',
      'inputs',
      'toasts',
      'tooltips',
      'badges',
      'validation',
      'collapsible',
      'pickers',
      'dialogs',
      'choices',
      'empty',
    ]) {
      expect(document.querySelector(`[data-gallery="${id}"]`)).not.toBeNull();
    }
  });
});
