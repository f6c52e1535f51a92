import type { Role } from '@orbit/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dataWithViews, sharedView } from '../tasks/testRows';
import type { ScopeContext } from '../tasks/useTaskScope';
import { SidebarViews } from './SidebarViews';

const state: { role: Role } = { role: 'member' };
vi.mock('../account/useCurrentWorkspace', () => ({
  useCurrentWorkspace: () => ({ slug: 'acme', role: state.role }),
}));
const createView = vi.fn().mockResolvedValue('0c4f6a1e-0000-4000-8000-000000000001');
vi.mock('../tasks/useTaskScope', () => ({
  useTaskScope: (): Partial<ScopeContext> => ({
    org: 'acme',
    workspaceId: 'w1',
    meId: 'me',
    viewActions: { createView } as never,
  }),
}));

const view = sharedView;
const data = dataWithViews([view]);

function renderSidebar() {
  render(
    <MemoryRouter initialEntries={['/acme/my-dashboard']}>
      <Routes>
        <Route
          path="/acme/my-dashboard"
          element={<SidebarViews data={data} base="/acme" emptyText="No saved views yet" />}
        />
        <Route path="/acme/:id" element={<p>opened</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  state.role = 'member';
});

describe('SidebarViews', () => {
  it('lists the views and makes a new one, then opens it', async () => {
    renderSidebar();
    expect(screen.getByRole('link', { name: 'Hot' }).getAttribute('href')).toBe('/acme/v1');
    await userEvent.click(screen.getByRole('button', { name: 'New view' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Create view' }));
    expect(createView).toHaveBeenCalledWith(expect.objectContaining({ name: 'Mine' }));
    expect(await screen.findByText('opened')).toBeTruthy();
  });

  it('offers no New view to a guest', () => {
    state.role = 'guest';
    renderSidebar();
    expect(screen.getByRole('link', { name: 'Hot' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New view' })).toBeNull();
  });
});
