import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, Tooltip } from './Tooltip';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// What a mouse arriving over the trigger sends; radix opens tooltips on pointermove from a mouse.
function hover(element: HTMLElement) {
  fireEvent.pointerEnter(element, { pointerType: 'mouse' });
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

function renderTooltip(props: { delayed?: boolean; disabled?: boolean }) {
  render(
    <Tooltip content="Archive" {...props}>
      <button type="button">target</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'target' });
}

describe('Tooltip', () => {
  it('uses the seed delay of 500 ms', () => {
    expect(TOOLTIP_DELAY_MS).toBe(500);
  });

  it('waits 500 ms on hover when delayed', () => {
    hover(renderTooltip({ delayed: true }));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Archive');
  });

  it('shows at once when not delayed', () => {
    hover(renderTooltip({}));
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('tooltip').textContent).toBe('Archive');
  });

  it('shows on keyboard focus without waiting', () => {
    const trigger = renderTooltip({ delayed: true });
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Archive');
  });

  it('renders only the trigger when disabled', () => {
    hover(renderTooltip({ disabled: true }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
