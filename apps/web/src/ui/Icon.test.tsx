import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { commonIcons } from './icons/commonIcons';
import { coreIcons } from './icons/coreIcons';
import { iconAliases, loadRareIcon } from './icons/rareIcons';

afterEach(cleanup);

describe('Icon', () => {
  it("gives each of Orbit's names one meaning: core, common or an alias of a lucide icon", () => {
    const names = [...Object.keys(coreIcons), ...Object.keys(commonIcons), ...Object.keys(iconAliases)];
    expect(new Set(names).size).toBe(names.length);
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

  it("loads every alias and any of lucide's own names; an unknown name draws nothing", async () => {
    const names = [...Object.keys(iconAliases), 'rocket', 'zodiac-leo'];
    const icons = await Promise.all(names.map((name) => loadRareIcon(name)));
    expect(icons.filter((icon) => !icon)).toEqual([]);
    expect(await loadRareIcon('no-such-icon')).toBeNull();
  });
});
