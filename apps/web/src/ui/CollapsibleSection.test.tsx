import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CollapsibleSection } from './CollapsibleSection';
import { REDUCE_MOTION_CLASS } from './motion';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.documentElement.classList.remove(REDUCE_MOTION_CLASS);
});

const section = (container: HTMLElement) => container.querySelector('section') as HTMLElement;

describe('CollapsibleSection', () => {
  it('goes expanded → collapsing → collapsed and emits onClosed once the collapse has finished', () => {
    const onClosed = vi.fn();
    const { container, rerender } = render(
      <CollapsibleSection expanded onClosed={onClosed}>
        body
      </CollapsibleSection>,
    );
    expect(section(container).dataset.state).toBe('expanded');

    rerender(
      <CollapsibleSection expanded={false} onClosed={onClosed}>
        body
      </CollapsibleSection>,
    );
    expect(section(container).dataset.state).toBe('collapsing');
    expect(onClosed).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(250));
    expect(section(container).dataset.state).toBe('collapsed');
    expect(onClosed).toHaveBeenCalledOnce();
    expect(screen.getByText('body').hidden).toBe(true);
  });

  it('goes collapsed → expanding → expanded and emits onOpened', () => {
    const onOpened = vi.fn();
    const { container, rerender } = render(<CollapsibleSection expanded={false}>body</CollapsibleSection>);
    expect(section(container).dataset.state).toBe('collapsed');
    rerender(
      <CollapsibleSection expanded onOpened={onOpened}>
        body
      </CollapsibleSection>,
    );
    expect(section(container).dataset.state).toBe('expanding');
    expect(screen.getByText('body').hidden).toBe(false);
    act(() => vi.advanceTimersByTime(250));
    expect(section(container).dataset.state).toBe('expanded');
    expect(onOpened).toHaveBeenCalledOnce();
  });

  it('finishes on the height transitionend without waiting for the back-up timer', () => {
    const onClosed = vi.fn();
    const { container, rerender } = render(<CollapsibleSection expanded>body</CollapsibleSection>);
    rerender(
      <CollapsibleSection expanded={false} onClosed={onClosed}>
        body
      </CollapsibleSection>,
    );
    const body = screen.getByText('body');
    const end = Object.assign(new Event('transitionend'), { propertyName: 'height' });
    act(() => {
      body.dispatchEvent(end);
    });
    expect(section(container).dataset.state).toBe('collapsed');
    act(() => vi.advanceTimersByTime(1000));
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('collapses at once when motion is reduced', () => {
    document.documentElement.classList.add(REDUCE_MOTION_CLASS);
    const onClosed = vi.fn();
    const { container, rerender } = render(<CollapsibleSection expanded>body</CollapsibleSection>);
    rerender(
      <CollapsibleSection expanded={false} onClosed={onClosed}>
        body
      </CollapsibleSection>,
    );
    expect(section(container).dataset.state).toBe('collapsed');
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('toggles itself from its header when uncontrolled', () => {
    const onExpandedChange = vi.fn();
    const { container } = render(
      <CollapsibleSection title="Favourites" onExpandedChange={onExpandedChange}>
        body
      </CollapsibleSection>,
    );
    const header = screen.getByRole('button', { name: 'Favourites' });
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(header.getAttribute('aria-controls')).toBe(screen.getByText('body').id);
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(onExpandedChange).toHaveBeenCalledWith(false);
    expect(section(container).dataset.state).toBe('collapsing');
  });
});
