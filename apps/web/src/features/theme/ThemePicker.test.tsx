import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialClientState, useAppStore } from '../../lib/appStore';
import { type FakeMatchMedia, installFakeMatchMedia } from '../../ui/testing/fakeMatchMedia';
import { ThemePicker } from './ThemePicker';

let media: FakeMatchMedia;

beforeEach(() => {
  media = installFakeMatchMedia();
  useAppStore.setState({ ...initialClientState });
});

afterEach(() => {
  cleanup();
  media.restore();
});

const modeGroup = () => screen.getByRole('group', { name: 'Theme' });
const colourGroup = () => screen.getByRole('group', { name: 'Colour theme' });

describe('ThemePicker', () => {
  it('offers light, dark and system, with system chosen by default', () => {
    render(<ThemePicker plan="free" />);
    const radios = within(modeGroup()).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['light', 'dark', 'system']);
    expect(within(modeGroup()).getByRole('radio', { name: 'System' })).toHaveProperty('checked', true);
  });

  it('stores dark and light as darkMode without following the OS, and system as following it', async () => {
    render(<ThemePicker plan="free" />);
    await userEvent.click(within(modeGroup()).getByRole('radio', { name: 'Dark' }));
    expect(useAppStore.getState()).toMatchObject({ darkMode: true, darkModeFollowsOS: false });
    await userEvent.click(within(modeGroup()).getByRole('radio', { name: 'Light' }));
    expect(useAppStore.getState()).toMatchObject({ darkMode: false, darkModeFollowsOS: false });
    await userEvent.click(within(modeGroup()).getByRole('radio', { name: 'System' }));
    expect(useAppStore.getState().darkModeFollowsOS).toBe(true);
  });

  it('lists the seven colour themes and applies a free one on the free plan', async () => {
    render(<ThemePicker plan="free" />);
    const values = within(colourGroup())
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value'));
    expect(values).toEqual(['default', 'ember', 'forest', 'rose', 'lilac', 'sand', 'stone']);
    await userEvent.click(within(colourGroup()).getByRole('radio', { name: 'Forest' }));
    expect(useAppStore.getState().colorTheme).toBe('forest');
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
  });

  it('on the free plan, a paid theme shows the upsell instead, and Upgrade Now opens the plan chooser', async () => {
    const onChoosePlan = vi.fn();
    render(<ThemePicker plan="free" onChoosePlan={onChoosePlan} />);
    await userEvent.click(within(colourGroup()).getByRole('radio', { name: /Rose/ }));
    expect(useAppStore.getState().colorTheme).toBe('default');
    expect(within(colourGroup()).getByRole('radio', { name: /Default/ })).toHaveProperty('checked', true);
    expect(screen.getByText('Rose is a paid-plan theme')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    expect(within(dialog).getByText('Colour themes: Rose, Lilac, Sand, Stone')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade to Paid' }));
    expect(onChoosePlan).toHaveBeenCalledWith('paid');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says which themes are paid', () => {
    render(<ThemePicker plan="free" />);
    const rose = within(colourGroup()).getByRole('radio', { name: /Rose/ });
    expect(rose.getAttribute('aria-describedby')).toBeTruthy();
    const forest = within(colourGroup()).getByRole('radio', { name: /Forest/ });
    expect(forest.getAttribute('aria-describedby')).toBeNull();
  });

  it('applies a paid theme on the paid plan', async () => {
    render(<ThemePicker plan="paid" />);
    await userEvent.click(within(colourGroup()).getByRole('radio', { name: /Lilac/ }));
    expect(useAppStore.getState().colorTheme).toBe('lilac');
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
  });

  it('lets the upsell be dismissed', async () => {
    render(<ThemePicker plan="free" />);
    await userEvent.click(within(colourGroup()).getByRole('radio', { name: /Stone/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
  });
});
