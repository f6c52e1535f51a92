import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { coreIcons } from './icons/coreIcons';
import { extendedIconLoaders } from './icons/extendedIconLoaders';

afterEach(cleanup);

describe('Icon', () => {
  it('knows several hundred names, every one mapped to a lucide icon', () => {
    const names = [...Object.keys(coreIcons), ...Object.keys(extendedIconLoaders)];
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

  it('keeps the space of an on-demand icon and draws it when its chunk arrives', async () => {
    const { container } = render(<Icon name="rocket" size={18} />);
    const placeholder = container.querySelector('span[data-icon="rocket"]') as HTMLElement | null;
    expect(placeholder?.style.width).toBe('18px');
    await waitFor(() => expect(container.querySelector('svg[data-icon="rocket"]')).not.toBeNull());
  });

  it('every on-demand loader resolves to a component', async () => {
    const loaders = Object.values(extendedIconLoaders);
    const modules = await Promise.all(loaders.map((load) => load()));
    for (const mod of modules) expect(mod.default).toBeTruthy();
  });
});
