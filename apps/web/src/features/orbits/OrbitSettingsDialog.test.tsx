import type { Role } from '@orbit/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Orbit } from '../sync/schemas';
import { OrbitSettingsDialog } from './OrbitSettingsDialog';
import type { OrbitActions } from './orbitActions';

const orbit = {
  id: 'o1',
  workspaceId: 'w1',
  name: 'Launch',
  description: '',
  visibility: 'public',
  memberIds: ['me'],
  createdBy: 'me',
  statuses: [
    { id: 'todo', name: 'To do', kind: 'open', color: 'gray', position: 0 },
    { id: 'done', name: 'Done', kind: 'done', color: 'green', position: 1 },
  ],
  seq: 1,
} as Orbit;

const data = {
  members: [
    { userId: 'me', name: 'Mia Me', role: 'member' },
    { userId: 'gus', name: 'Gus Guest', role: 'guest' },
  ],
  labels: [{ id: 'lb1', name: 'Bug', color: 'red', seq: 1 }],
  items: [],
};

function setup(role: Role, shown: Orbit = orbit) {
  const ok = vi.fn().mockResolvedValue({ ok: true });
  const actions = {
    updateOrbit: ok,
    setMember: ok,
    saveStatuses: ok,
    archive: ok,
  } as unknown as OrbitActions;
  const onLeave = vi.fn();
  render(
    <OrbitSettingsDialog
      open
      onOpenChange={vi.fn()}
      orbit={shown}
      data={data}
      role={role}
      meId="me"
      actions={actions}
      onLeave={onLeave}
    />,
  );
  return { ok, onLeave };
}

describe('OrbitSettingsDialog', () => {
  it('names a blank orbit name on its field and sends nothing', async () => {
    const { ok } = setup('member');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the orbit a name.');
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(ok).not.toHaveBeenCalled();
  });

  it('saves only what changed: making the orbit private', async () => {
    const { ok } = setup('member');
    await userEvent.click(screen.getByRole('radio', { name: /Private/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(ok).toHaveBeenCalledWith(orbit, { visibility: 'private' });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it("shows a member the visibility of someone else's orbit without the choice; its creator and admins get it", async () => {
    const { ok } = setup('member', { ...orbit, createdBy: 'someone-else' });
    expect(screen.queryByRole('radio', { name: /Private/ })).toBeNull();
    const visibility = screen.getByRole('group', { name: 'Visibility' });
    expect(visibility.textContent).toContain('Public');
    expect(visibility.textContent).toContain(
      "Only the person who made this orbit and the workspace's owners and admins",
    );
    // The rest of the section still saves.
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(ok).toHaveBeenCalledWith(expect.objectContaining({ id: 'o1' }), { name: 'Launch!' });
  });

  it('gives the choice to an admin who did not make the orbit', () => {
    setup('admin', { ...orbit, createdBy: 'someone-else' });
    expect(screen.getByRole('radio', { name: /Private/ })).toBeTruthy();
  });

  it('adds a guest as a member', async () => {
    const { ok } = setup('member');
    await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
    await userEvent.click(screen.getByRole('button', { name: 'Person to add' }));
    await userEvent.click(await screen.findByRole('option', { name: /Gus/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(ok).toHaveBeenCalledWith(orbit, 'gus', true);
  });

  it('archives after the confirmation and leaves the page', async () => {
    const { ok, onLeave } = setup('admin');
    await userEvent.click(screen.getByRole('tab', { name: 'Archive' }));
    await userEvent.click(screen.getByRole('button', { name: 'Archive orbit' }));
    expect(ok).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(ok).toHaveBeenCalledWith(orbit);
    expect(onLeave).toHaveBeenCalled();
  });

  it('shows a guest what is set, with the reason and no controls', async () => {
    setup('guest');
    expect(screen.getByRole('note').textContent).toContain('Guests can see how this orbit is set up');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Archive' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Statuses' }));
    expect(screen.getByText('To do')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add status' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Labels' }));
    expect(screen.getByText('Bug')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add label' })).toBeNull();
  });
});
