import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { installFakeMatchMedia } from './testing/fakeMatchMedia';
import { toast } from './toast';
import {
  TOAST_DISMISS_MS,
  TOAST_MAX_DEFAULT,
  TOAST_MAX_HEIGHT_PX,
  TOAST_MIN_WIDTH_PX,
  TOAST_TIMEOUT_MS,
  TOAST_WIDTH_PX,
} from './toastConstants';

let media: ReturnType<typeof installFakeMatchMedia>;

beforeEach(() => {
  vi.useFakeTimers();
  media = installFakeMatchMedia({ width: 1280 });
});

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  media.restore();
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notifications' });
const toasts = () => within(region()).queryAllByRole('button');

describe('toast constants', () => {
  it('match the seed', () => {
    expect(TOAST_WIDTH_PX).toBe(275);
    expect(TOAST_MIN_WIDTH_PX).toBe(100);
    expect(TOAST_MAX_HEIGHT_PX).toBe(800);
    expect(TOAST_TIMEOUT_MS).toBe(4000);
    expect(TOAST_DISMISS_MS).toBe(5000);
    expect(TOAST_MAX_DEFAULT).toBe(20);
  });

  it('are what the region hands to its stylesheet', () => {
    render(<Toaster />);
    const style = region().style;
    expect(style.getPropertyValue('--toast-width')).toBe('275px');
    expect(style.getPropertyValue('--toast-min-width')).toBe('100px');
    expect(style.getPropertyValue('--toast-max-height')).toBe('800px');
  });
});

describe('Toaster', () => {
  it('shows each type with its message', () => {
    render(<Toaster />);
    act(() => {
      toast('Plain');
      toast.info('Info');
      toast.success('Saved');
      toast.error('Failed');
      toast.warning('Careful');
    });
    const types = toasts().map((t) => [t.dataset.type, t.textContent]);
    expect(types).toEqual([
      ['warning', 'Careful'],
      ['error', 'Failed'],
      ['success', 'Saved'],
      ['info', 'Info'],
      ['default', 'Plain'],
    ]);
  });

  it('sits bottom-center on wide screens and top-center below 600px, following resizes', () => {
    render(<Toaster />);
    expect(region().dataset.position).toBe('bottom-center');
    act(() => media.set({ width: 599 }));
    expect(region().dataset.position).toBe('top-center');
    act(() => media.set({ width: 600 }));
    expect(region().dataset.position).toBe('bottom-center');
  });

  it('puts the newest on top', () => {
    render(<Toaster />);
    act(() => {
      toast('first');
      toast('second');
    });
    expect(toasts().map((t) => t.textContent)).toEqual(['second', 'first']);
  });

  it('closes a toast on click', () => {
    render(<Toaster />);
    act(() => {
      toast('one');
      toast('two');
    });
    fireEvent.click(screen.getByRole('button', { name: 'one' }));
    expect(toasts().map((t) => t.textContent)).toEqual(['two']);
  });

  it('starts leaving after 4 s and is dismissed at 5 s', () => {
    render(<Toaster />);
    act(() => {
      toast('Saved');
    });
    const item = () => screen.getByRole('button', { name: 'Saved' }).parentElement as HTMLElement;
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1));
    expect(item().dataset.state).toBe('open');
    act(() => vi.advanceTimersByTime(1));
    expect(item().dataset.state).toBe('leaving');
    act(() => vi.advanceTimersByTime(TOAST_DISMISS_MS - TOAST_TIMEOUT_MS - 1));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('pauses its clock while hovered, so it can be read', () => {
    render(<Toaster />);
    act(() => {
      toast('Saved');
    });
    const button = screen.getByRole('button', { name: 'Saved' });
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(button);
    act(() => vi.advanceTimersByTime(10_000));
    expect(toasts()).toHaveLength(1);
    fireEvent.mouseLeave(button);
    act(() => vi.advanceTimersByTime(TOAST_DISMISS_MS - 3000));
    expect(toasts()).toHaveLength(0);
  });

  it('keeps at most 20 by default, dropping the oldest', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`toast ${i}`);
    });
    const shown = toasts().map((t) => t.textContent);
    expect(shown).toHaveLength(20);
    expect(shown[0]).toBe('toast 25');
    expect(shown.at(-1)).toBe('toast 6');
  });

  it('takes another maximum', () => {
    render(<Toaster maxToasts={3} />);
    act(() => {
      for (let i = 1; i <= 5; i += 1) toast(`toast ${i}`);
    });
    expect(toasts().map((t) => t.textContent)).toEqual(['toast 5', 'toast 4', 'toast 3']);
  });

  it('replaces a toast shown again under the same id', () => {
    render(<Toaster />);
    act(() => {
      toast('Saving…', { id: 'save' });
      toast.success('Saved', { id: 'save' });
    });
    expect(toasts().map((t) => t.textContent)).toEqual(['Saved']);
  });

  it('announces politely and takes its name from the label prop', () => {
    render(<Toaster label="Benachrichtigungen" />);
    const named = screen.getByRole('region', { name: 'Benachrichtigungen' });
    expect(named.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('offers an action as a button of its own that runs once and closes the toast', () => {
    render(<Toaster />);
    const undo = vi.fn();
    act(() => {
      toast('Task moved to Trash', { action: { label: 'Undo', onClick: undo } });
    });
    fireEvent.click(within(region()).getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(toasts()).toHaveLength(0);
  });
});
