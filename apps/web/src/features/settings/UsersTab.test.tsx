import type { Role } from '@orbit/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeOrgServer, workspaceAs } from '../../test/fakeOrgServer';
import { renderRoute } from '../../test/renderRoute';
import { toast } from '../../ui/toast';
import { getToasts } from '../../ui/toastStore';
import { UsersTab } from './UsersTab';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

function renderAs(role: Role, override?: Parameters<typeof fakeOrgServer>[1]) {
  const server = fakeOrgServer(role, override);
  const view = renderRoute(<UsersTab workspace={workspaceAs(role)} />, '/acme?settings=Users', '/:org');
  return { ...server, ...view, user: userEvent.setup() };
}

const rowOf = async (name: string) => {
  const rows = await screen.findAllByTestId('member-row');
  const row = rows.find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
/** Opens a picker from its trigger and picks the option with this name. */
async function choose(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement, option: string) {
  await user.click(trigger);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The roles the invite form offers, read from its open picker (then closed again). */
async function inviteRoleOptions(): Promise<string[]> {
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: /^Role: / });
  if ((trigger as HTMLButtonElement).disabled) return [trigger.textContent ?? ''];
  await user.click(trigger);
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

const toastMessages = () => getToasts().map((t) => `${t.type}: ${t.message}`);

describe('UsersTab permissions', () => {
  it('gives the owner every control but the owner row fixed', async () => {
    renderAs('owner');
    const owner = await rowOf('Olive Owner');
    expect(owner.getByText('Owner')).toBeTruthy();
    expect(owner.queryByRole('button')).toBeNull();
    const admin = await rowOf('Ada Admin');
    expect(
      (admin.getByRole('button', { name: 'Role of Ada Admin: Admin' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(admin.getByRole('button', { name: 'Remove Ada Admin' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Invite people' })).toBeTruthy();
    expect(await inviteRoleOptions()).toEqual(['Admin', 'Member', 'Guest']);
    expect(await screen.findByText('pending@example.com')).toBeTruthy();
    expect(await screen.findByDisplayValue('http://localhost/invite?join=tok1')).toBeTruthy();
  });

  it('lets an admin change roles and remove people, but never the owner', async () => {
    renderAs('admin');
    expect((await rowOf('Olive Owner')).queryByRole('button')).toBeNull();
    const member = await rowOf('Max Member');
    expect((member.getByRole('button', { name: /^Role of/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(member.getByRole('button', { name: 'Remove Max Member' })).toBeTruthy();
    expect((await rowOf('Ada Admin')).getByRole('button', { name: 'Leave workspace' })).toBeTruthy();
  });

  it('shows a member the list read-only, an invite form for members only, and no invite admin', async () => {
    const { requests } = renderAs('member');
    for (const name of ['Ada Admin', 'Gus Guest']) {
      const row = await rowOf(name);
      expect((row.getByRole('button', { name: /^Role of/ }) as HTMLButtonElement).disabled).toBe(true);
      expect(row.getAllByRole('button')).toHaveLength(1);
    }
    const self = await rowOf('Max Member');
    expect(self.getByText('(you)')).toBeTruthy();
    expect(self.getByRole('button', { name: 'Leave workspace' })).toBeTruthy();
    expect(await inviteRoleOptions()).toEqual(['Member']);
    expect(screen.queryByRole('heading', { name: 'Pending invites' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite link' })).toBeNull();
    // Calls that could only answer 403 are never made.
    expect(requests.some((r) => r.path.includes('/invite'))).toBe(false);
  });

  it('shows a guest the list and a way to leave, nothing else', async () => {
    renderAs('guest');
    expect((await rowOf('Gus Guest')).getByRole('button', { name: 'Leave workspace' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Invite people' })).toBeNull();
    const roles = screen.getAllByRole('button', { name: /^Role of / });
    expect(roles.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});

describe('UsersTab actions', () => {
  it('changes a role and says so', async () => {
    const { requests, user } = renderAs('owner');
    await choose(user, (await rowOf('Max Member')).getByRole('button', { name: /^Role of/ }), 'Admin');
    await waitFor(() => expect(toastMessages()).toContain('success: Max Member is now Admin.'));
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: '/api/orgs/acme/members/u-member',
      body: { role: 'admin' },
    });
    expect(
      (await rowOf('Max Member')).getByRole('button', { name: 'Role of Max Member: Admin' }),
    ).toBeTruthy();
  });

  it("shows the server's reason when a role change fails and keeps the old role", async () => {
    const { user } = renderAs('admin', (r) =>
      r.method === 'PATCH'
        ? apiError(403, 'forbidden', 'Only owners and admins can change roles.')
        : undefined,
    );
    await choose(user, (await rowOf('Gus Guest')).getByRole('button', { name: /^Role of/ }), 'Member');
    await waitFor(() => expect(toastMessages()).toContain('error: Only owners and admins can change roles.'));
    expect((await rowOf('Gus Guest')).getByRole('button', { name: 'Role of Gus Guest: Guest' })).toBeTruthy();
  });

  it('asks before removing someone, and removes them after confirmation', async () => {
    const { requests, user } = renderAs('owner');
    await user.click((await rowOf('Gus Guest')).getByRole('button', { name: 'Remove Gus Guest' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Gus Guest?' });
    // Focus starts on Cancel: Enter alone never removes anyone.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('Gus Guest')).toBeNull();
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/orgs/acme/members/u-guest');
  });

  it('keeps the confirmation open with the error when removing fails', async () => {
    const { user } = renderAs('owner', (r) =>
      r.method === 'DELETE'
        ? apiError(403, 'forbidden', 'The owner cannot be removed from the workspace.')
        : undefined,
    );
    await user.click((await rowOf('Ada Admin')).getByRole('button', { name: 'Remove Ada Admin' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The owner cannot be removed from the workspace.',
    );
  });

  it('lets a member leave and sends them home', async () => {
    const { requests, user } = renderAs('member');
    await user.click((await rowOf('Max Member')).getByRole('button', { name: 'Leave workspace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/orgs/acme/members/u-member');
  });

  it('sends invites, then lists them as pending', async () => {
    const { requests, user } = renderAs('owner');
    await user.type(screen.getByLabelText('Email addresses'), 'a@example.com, b@example.com');
    await choose(user, screen.getByRole('button', { name: /^Role: / }), 'Guest');
    await user.click(screen.getByRole('button', { name: 'Send invites' }));
    await waitFor(() => expect(toastMessages()).toContain('success: 2 invites sent.'));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/orgs/acme/invites',
      body: { emails: ['a@example.com', 'b@example.com'], role: 'guest' },
    });
    expect(await screen.findByText('b@example.com')).toBeTruthy();
    expect((screen.getByLabelText('Email addresses') as HTMLInputElement).value).toBe('');
  });

  it('shows a bad address on the field, naming it', async () => {
    const { user } = renderAs('owner', (r) =>
      r.method === 'POST'
        ? apiError(400, 'validation_failed', 'Some fields are not valid.', {
            'emails.1': 'Enter a valid email address.',
          })
        : undefined,
    );
    const field = screen.getByLabelText('Email addresses');
    await user.type(field, 'ok@example.com nope');
    await user.click(screen.getByRole('button', { name: 'Send invites' }));
    expect((await screen.findByRole('alert')).textContent).toBe('nope: Enter a valid email address.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for an address before sending an empty form', async () => {
    const { requests, user } = renderAs('member');
    await user.click(await screen.findByRole('button', { name: 'Send invites' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter at least one email address.');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('resends and revokes pending invites', async () => {
    const { requests, user } = renderAs('admin');
    await user.click(await screen.findByRole('button', { name: 'Resend invite to pending@example.com' }));
    await waitFor(() =>
      expect(toastMessages()).toContain('success: The invite to pending@example.com was sent again.'),
    );
    await user.click(screen.getByRole('button', { name: 'Revoke invite to pending@example.com' }));
    await waitFor(() => expect(screen.getByText('No invites are waiting for an answer.')).toBeTruthy());
    expect(requests.filter((r) => r.path.startsWith('/api/orgs/acme/invites/')).map((r) => r.method)).toEqual(
      ['POST', 'DELETE'],
    );
  });

  it('turns the invite link off and resets it after confirmation', async () => {
    const { requests, user } = renderAs('owner');
    const toggle = await screen.findByRole('switch', { name: 'Allow joining with this link' });
    await user.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(true),
    );
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({ body: { enabled: false } });
    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the invite link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByDisplayValue('http://localhost/invite?join=tok2')).toBeTruthy();
  });

  it('copies the invite link', async () => {
    const writeText = vi.fn(async () => undefined);
    const { user } = renderAs('owner');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/invite?join=tok1');
    await waitFor(() => expect(toastMessages()).toContain('success: Invite link copied.'));
  });

  it('says when the members cannot be loaded, and retries', async () => {
    let fail = true;
    const { user } = renderAs('owner', (r) =>
      r.path === '/api/orgs/acme/members' && fail
        ? apiError(500, 'internal_error', 'Something went wrong on our side.')
        : undefined,
    );
    expect((await screen.findByText(/The members could not be loaded/)).textContent).toContain(
      'Something went wrong on our side.',
    );
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await rowOf('Ada Admin')).toBeTruthy();
  });
});
