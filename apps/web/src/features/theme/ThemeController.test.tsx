import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialClientState, useAppStore } from '../../lib/appStore';
import { type FakeMatchMedia, installFakeMatchMedia } from '../../ui/testing/fakeMatchMedia';
import { useActivePlanStore } from './activePlanStore';
import { ThemeController } from './ThemeController';

let media: FakeMatchMedia;
const root = document.documentElement;

beforeEach(() => {
  media = installFakeMatchMedia({ dark: false });
  useAppStore.setState({ ...initialClientState });
});

afterEach(() => {
  cleanup();
  media.restore();
});

describe('ThemeController', () => {
  it('follows the OS by default and switches live on its change event', () => {
    expect(useAppStore.getState().darkModeFollowsOS).toBe(true);
    render(<ThemeController />);
    expect(root.dataset.theme).toBe('light');
    act(() => media.set({ dark: true }));
    expect(root.dataset.theme).toBe('dark');
    act(() => media.set({ dark: false }));
    expect(root.dataset.theme).toBe('light');
  });

  it('uses darkMode when not following the OS', () => {
    useAppStore.setState({ darkModeFollowsOS: false, darkMode: true });
    render(<ThemeController />);
    expect(root.dataset.theme).toBe('dark');
    act(() => media.set({ dark: false }));
    expect(root.dataset.theme).toBe('dark');
    act(() => useAppStore.setState({ darkMode: false }));
    expect(root.dataset.theme).toBe('light');
  });

  it('applies the colour theme, defaulting to default', () => {
    render(<ThemeController />);
    expect(root.dataset.colorTheme).toBe('default');
    act(() => useAppStore.setState({ colorTheme: 'forest' }));
    expect(root.dataset.colorTheme).toBe('forest');
  });

  it('shows a saved paid theme as the default one on a free plan', () => {
    useAppStore.setState({ colorTheme: 'lilac' });
    const { rerender } = render(<ThemeController plan="free" />);
    expect(root.dataset.colorTheme).toBe('default');
    rerender(<ThemeController plan="paid" />);
    expect(root.dataset.colorTheme).toBe('lilac');
  });

  it('sets the motion classes from the reduceMotion and disableMotion preferences', () => {
    render(<ThemeController />);
    expect(root.classList.contains('reduce-motion')).toBe(false);
    act(() => useAppStore.getState().setPreference('reduceMotion', true));
    expect(root.classList.contains('reduce-motion')).toBe(true);
    act(() => useAppStore.getState().setPreference('disableMotion', true));
    expect(root.classList.contains('disable-motion')).toBe(true);
  });

  it('removes its attributes when unmounted', () => {
    const { unmount } = render(<ThemeController />);
    unmount();
    expect(root.dataset.theme).toBeUndefined();
    expect(root.dataset.colorTheme).toBeUndefined();
  });
});

describe('the open workspace plan', () => {
  it('shows a saved paid theme as the default one while a free workspace is open', () => {
    const target = document.createElement('div');
    useAppStore.setState({ colorTheme: 'rose' });
    useActivePlanStore.setState({ plan: 'free' });
    const { unmount } = render(<ThemeController target={target} />);
    expect(target.dataset.colorTheme).toBe('default');
    act(() => useActivePlanStore.setState({ plan: 'paid' }));
    expect(target.dataset.colorTheme).toBe('rose');
    unmount();
    useActivePlanStore.setState({ plan: undefined });
  });
});
