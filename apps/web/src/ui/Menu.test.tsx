import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // An open radix menu makes the page inert; unmounting it mid-way leaves that behind.
  document.body.style.pointerEvents = '';
});

/** A fresh copy of the module each time: the first menu used fetches the radix part for all the others. */
async function freshMenu() {
  vi.resetModules();
  return (await import('./Menu')).Menu;
}

async function renderMenu(onSelect = vi.fn()) {
  const Menu = await freshMenu();
  render(
    <>
      <button type="button">Before</button>
      <Menu
        items={[
          { kind: 'heading', label: 'Your workspaces' },
          { id: 'a', label: 'Acme', checked: true, onSelect },
          { id: 'b', label: 'Beta', checked: false, onSelect },
          { kind: 'separator' },
          { label: 'Archive', disabled: true, onSelect },
        ]}
      >
        <button type="button">Workspace</button>
      </Menu>
    </>,
  );
  return onSelect;
}

describe('Menu', () => {
  it('opens on the first press, though its menu part is fetched only then, and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onSelect = await renderMenu();
    const trigger = screen.getByRole('button', { name: 'Workspace' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('menuitemcheckbox', { name: /Acme/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemcheckbox', { name: /Beta/ }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('menuitem', { name: 'Archive' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitemcheckbox', { name: /Beta/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(menu.isConnected).toBe(false);
  });

  it('keeps focus on its trigger when the keyboard reaches it, and Enter opens it', async () => {
    const user = userEvent.setup();
    await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Workspace' }).dataset.state).toBe('closed'),
    );
    expect(document.activeElement?.textContent).toBe('Workspace');
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement?.textContent).toBe('Workspace');
  });
});

it('renders the radix menu from the start once another menu has fetched it', async () => {
  const user = userEvent.setup();
  await renderMenu();
  // A pointer coming near the trigger fetches the menu part, without opening it.
  const trigger = screen.getByRole('button', { name: 'Workspace' });
  expect(trigger.dataset.state).toBeUndefined();
  await user.hover(trigger);
  await vi.waitFor(() =>
    expect(screen.getByRole('button', { name: 'Workspace' }).dataset.state).toBe('closed'),
  );
  expect(screen.queryByRole('menu')).toBeNull();
  cleanup();
  const { Menu } = await import('./Menu');
  render(
    <Menu items={[{ label: 'Rename', onSelect: vi.fn() }]}>
      <button type="button">More</button>
    </Menu>,
  );
  expect(screen.getByRole('button', { name: 'More' }).dataset.state).toBe('closed');
});
