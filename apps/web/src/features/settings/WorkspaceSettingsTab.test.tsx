import type { Role } from '@orbit/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeOrgServer, workspaceAs } from '../../test/fakeOrgServer';
import { jsonResponse } from '../../test/fakeServer';
import { renderRoute } from '../../test/renderRoute';
import { toast } from '../../ui/toast';
import { getToasts } from '../../ui/toastStore';
import { meQueryKey } from '../account/useMe';
import { WorkspaceSettingsTab } from './WorkspaceSettingsTab';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

function renderAs(role: Role, override?: Parameters<typeof fakeOrgServer>[1]) {
  const server = fakeOrgServer(role, override);
  const view = renderRoute(
    <WorkspaceSettingsTab workspace={workspaceAs(role)} />,
    '/acme?settings=Settings',
    '/:org',
  );
  return { ...server, ...view, user: userEvent.setup() };
}

const toastMessages = () => getToasts().map((t) => `${t.type}: ${t.message}`);

describe('WorkspaceSettingsTab permissions', () => {
  it('lets an admin edit the name and address but only compare plans', () => {
    renderAs('admin');
    expect(screen.getByLabelText('Workspace name')).toBeTruthy();
    expect(screen.getByLabelText('Workspace address')).toBeTruthy();
    expect(screen.getByText('Only the workspace owner can change the plan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Compare plans' })).toBeTruthy();
  });

  it.each(['member', 'guest'] as const)('shows a %s the settings read-only', (role) => {
    renderAs(role);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.getByText('Only owners and admins can change these settings.')).toBeTruthy();
  });

  it('offers the owner the plan switch, with nothing to save until something changes', () => {
    renderAs('owner');
    expect(screen.getByRole('button', { name: 'Change plan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(true);
  });

  it('plan choices in the chooser are only offered to the owner', async () => {
    const { user } = renderAs('admin');
    await user.click(screen.getByRole('button', { name: 'Compare plans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    expect(within(dialog).queryByRole('button', { name: 'Upgrade to Paid' })).toBeNull();
  });
});

describe('WorkspaceSettingsTab saving', () => {
  it('renames the workspace and refreshes me', async () => {
    const { requests, user, queryClient } = renderAs('owner');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const name = screen.getByLabelText('Workspace name');
    await user.clear(name);
    await user.type(name, 'Acme Inc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastMessages()).toContain('success: Workspace settings saved.'));
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: '/api/orgs/acme',
      body: { name: 'Acme Inc' },
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: meQueryKey });
  });

  it('moves to the new address after the slug changes, keeping the settings open', async () => {
    const { user, router } = renderAs('owner');
    const slug = screen.getByLabelText('Workspace address');
    await user.clear(slug);
    await user.type(slug, 'acme-inc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acme-inc'));
    expect(router.state.location.search).toBe('?settings=Settings');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the server's field error on the slug field", async () => {
    const { user } = renderAs('admin', (r) =>
      r.method === 'PATCH'
        ? apiError(409, 'conflict', 'That address is taken.', { slug: 'That address is taken.' })
        : undefined,
    );
    const slug = screen.getByLabelText('Workspace address');
    await user.clear(slug);
    await user.type(slug, 'taken');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('That address is taken.');
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(slug.getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.getByLabelText('Workspace name').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a refusal without fields as a message for the form', async () => {
    const { user } = renderAs('admin', (r) =>
      r.method === 'PATCH'
        ? apiError(403, 'forbidden', 'Only owners and admins can change workspace settings.')
        : undefined,
    );
    await user.type(screen.getByLabelText('Workspace name'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only owners and admins can change workspace settings.',
    );
  });

  it('asks for a name instead of sending an empty one', async () => {
    const { requests, user } = renderAs('owner');
    await user.clear(screen.getByLabelText('Workspace name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a workspace name.');
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });
});

describe('WorkspaceSettingsTab plan', () => {
  it('lets the owner upgrade from the plan chooser', async () => {
    const { requests, user, queryClient } = renderAs('owner');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Paid' }));
    await waitFor(() => expect(toastMessages()).toContain('success: The workspace is now on the Paid plan.'));
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: '/api/orgs/acme/plan',
      body: { plan: 'paid' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: meQueryKey });
  });

  it("shows the server's refusal and keeps the chooser open", async () => {
    const { user } = renderAs('owner', (r) =>
      r.path.endsWith('/plan')
        ? apiError(403, 'forbidden', 'Only the workspace owner can change the plan.')
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Paid' }));
    await waitFor(() =>
      expect(toastMessages()).toContain('error: Only the workspace owner can change the plan.'),
    );
    expect(screen.getByRole('dialog', { name: 'Choose a plan' })).toBeTruthy();
  });
});

describe('WorkspaceSettingsTab all orbits', () => {
  it.each(['owner', 'admin'] as const)(
    'lists every orbit to the %s, private ones too, and joins one',
    async (role) => {
      const { user, requests } = renderAs(role);
      const section = await screen.findByRole('region', { name: 'All orbits' });
      const rows = await within(section).findAllByTestId('all-orbits-row');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringContaining('Launch'),
        expect.stringContaining('Secret'),
      ]);
      expect(within(rows[1] as HTMLElement).getByText('Private')).toBeTruthy();
      await user.click(within(section).getByRole('button', { name: 'Join Secret' }));
      await waitFor(() => expect(toastMessages()).toContain('success: You joined Secret.'));
      expect(requests.some((r) => r.method === 'POST' && r.path === '/api/orgs/acme/orbits/o2/join')).toBe(
        true,
      );
      await waitFor(() => expect(within(section).queryByRole('button', { name: 'Join Secret' })).toBeNull());
    },
  );

  it.each(['member', 'guest'] as const)('shows a %s no list of all orbits', (role) => {
    const { requests } = renderAs(role);
    expect(screen.queryByRole('region', { name: 'All orbits' })).toBeNull();
    expect(requests.some((r) => r.path.endsWith('/orbits/all'))).toBe(false);
  });
});

describe('WorkspaceSettingsTab hand-over and delete', () => {
  it.each(['admin', 'member', 'guest'] as const)('offers a %s neither', (role) => {
    renderAs(role);
    expect(screen.queryByRole('region', { name: 'Hand over ownership' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete workspace…' })).toBeNull();
  });

  it('hands the workspace to an admin or a member (never a guest) after a confirmation', async () => {
    const { user, requests } = renderAs('owner', (r) =>
      r.method === 'PUT' && r.path === '/api/orgs/acme/owner'
        ? jsonResponse(200, workspaceAs('admin'))
        : undefined,
    );
    const section = screen.getByRole('region', { name: 'Hand over ownership' });
    // Nobody chosen: said on the field, nothing sent.
    await user.click(within(section).getByRole('button', { name: 'Hand over…' }));
    expect(within(section).getByRole('alert').textContent).toBe('Choose who becomes the owner.');
    await user.click(within(section).getByRole('button', { name: /^New owner/ }));
    expect(screen.queryByRole('option', { name: /Gus Guest/ })).toBeNull();
    expect(screen.queryByRole('option', { name: /Olive Owner/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: /Max Member/ }));
    await user.click(within(section).getByRole('button', { name: 'Hand over…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hand over Acme?' });
    expect(dialog.textContent).toContain('Max Member becomes the owner');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(toastMessages()).toContain('success: Max Member now owns Acme.'));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/api/orgs/acme/owner',
      body: { userId: 'u-member' },
    });
  });

  it('shows the server refusal in the confirmation and keeps it open', async () => {
    const { user } = renderAs('owner', (r) =>
      r.method === 'PUT'
        ? apiError(400, 'validation_failed', 'No.', {
            userId: 'Only an admin or a member can become the owner.',
          })
        : undefined,
    );
    const section = screen.getByRole('region', { name: 'Hand over ownership' });
    await user.click(within(section).getByRole('button', { name: /^New owner/ }));
    await user.click(await screen.findByRole('option', { name: /Ada Admin/ }));
    await user.click(within(section).getByRole('button', { name: 'Hand over…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hand over Acme?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only an admin or a member can become the owner.',
    );
  });

  it('deletes only once the name is typed exactly, then leaves the workspace', async () => {
    const { user, requests, router } = renderAs('owner', (r) =>
      r.method === 'POST' && r.path === '/api/orgs/acme/delete'
        ? new Response(null, { status: 204 })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Delete workspace…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Acme?' });
    const field = within(dialog).getByLabelText('Type Acme to confirm');
    await user.type(field, 'acme');
    await user.click(within(dialog).getByRole('button', { name: 'Delete workspace' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Type the workspace name exactly as it is shown.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.path === '/api/orgs/acme/delete')).toBe(false);
    await user.clear(field);
    await user.type(field, 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Delete workspace' }));
    await waitFor(() => expect(toastMessages()).toContain('success: Acme was deleted.'));
    expect(requests.find((r) => r.path === '/api/orgs/acme/delete')).toMatchObject({
      method: 'POST',
      body: { name: 'Acme' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
