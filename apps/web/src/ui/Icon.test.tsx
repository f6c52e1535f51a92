import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { commonIcons } from './icons/commonIcons';
import { coreIcons } from './icons/coreIcons';
import { rareIconLoaders } from './icons/rareIconLoaders';

afterEach(cleanup);

describe('Icon', () => {
  it('knows several hundred names, every one mapped to a lucide icon', () => {
    const names = [...Object.keys(coreIcons), ...Object.keys(commonIcons), ...Object.keys(rareIconLoaders)];
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(600);
  });

  it('draws a core icon at once, decorative unless labelled', () => {
    const { container, rerender } = render(<Icon name="search" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('16');
    rerender(<Icon name="search" label="Search" size={20} />);
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('Search');
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('20');
  });

  it.each(['inbox', 'rocket'] as const)(
    'keeps the space of the on-demand icon %s and draws it when its chunk arrives',
    async (name) => {
      const { container } = render(<Icon name={name} size={18} />);
      const placeholder = container.querySelector(`span[data-icon="${name}"]`) as HTMLElement | null;
      expect(placeholder?.style.width).toBe('18px');
      await waitFor(() => expect(container.querySelector(`svg[data-icon="${name}"]`)).not.toBeNull());
    },
  );

  it('every rare loader resolves to a component', async () => {
    const loaders = Object.values(rareIconLoaders);
    const modules = await Promise.all(loaders.map((load) => load()));
    for (const mod of modules) expect(mod.default).toBeTruthy();
  });
});
