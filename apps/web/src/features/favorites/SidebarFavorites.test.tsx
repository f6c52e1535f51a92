import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../../lib/localDb';
import { SidebarFavorites } from './SidebarFavorites';
import { useFavoriteTasks } from './useFavoriteTasks';

function Favorites({ workspaceId }: { workspaceId: string }) {
  const items = useFavoriteTasks(workspaceId);
  return <SidebarFavorites items={items} base="/acme" />;
}

const task = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  workspaceId: 'w1',
  orbitId: 'o1',
  title,
  position: 'a0',
  seq: 1,
  ...extra,
});

afterEach(async () => {
  await localDb.items.clear();
  await localDb.favorites.clear();
});

describe('SidebarFavorites', () => {
  it('lists the starred live tasks of the workspace, oldest star first, each opening beside its orbit', async () => {
    await localDb.items.bulkPut([
      task('t1', 'Write the launch post'),
      task('t2', 'Book the venue'),
      task('t3', 'Old idea', { deletedAt: '2026-11-01T00:00:00.000Z' }),
      task('t4', 'Not starred'),
      { ...task('t5', 'Elsewhere'), workspaceId: 'w2' },
    ]);
    await localDb.favorites.bulkPut([
      { item_id: 't2', workspaceId: 'w1', createdAt: '2026-11-02T00:00:00.000Z' },
      { item_id: 't1', workspaceId: 'w1' },
      { item_id: 't3', workspaceId: 'w1', createdAt: '2026-11-01T00:00:00.000Z' },
      { item_id: 't5', workspaceId: 'w2', createdAt: '2026-11-01T00:00:00.000Z' },
    ]);
    render(
      <MemoryRouter>
        <Favorites workspaceId="w1" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Book the venue', 'Write the launch post']);
    expect(links[1]?.getAttribute('href')).toBe('/acme/o1/t1');
  });

  it('follows a star added while shown', async () => {
    await localDb.items.put(task('t1', 'Ship it'));
    render(
      <MemoryRouter>
        <Favorites workspaceId="w1" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    await localDb.favorites.put({ item_id: 't1', workspaceId: 'w1' });
    expect((await screen.findByRole('link', { name: 'Ship it' })).textContent).toBe('Ship it');
  });
});
