import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module that arrives when the test says so. */
function deferredModule() {
  let arrive: () => void = () => undefined;
  const module = new Promise<{ Greeting: typeof Greeting; other: number }>((resolve) => {
    arrive = () => resolve({ Greeting, other: 1 });
  });
  return { load: vi.fn(() => module), arrive: () => arrive() };
}

describe('lazyComponent', () => {
  it('loads the module only when first rendered, then renders the named export with its props', async () => {
    const { load, arrive } = deferredModule();
    const LazyGreeting = lazyComponent(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();

    const { container } = render(<LazyGreeting name="Ada" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('');
    arrive();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('shows the fallback until the module arrives; a function fallback gets the props', async () => {
    const { load, arrive } = deferredModule();
    const LazyGreeting = lazyComponent(load, 'Greeting', ({ name }) => <p>Loading {name}</p>);
    render(<LazyGreeting name="Grace" />);
    expect(screen.getByText('Loading Grace')).toBeTruthy();
    arrive();
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(screen.queryByText('Loading Grace')).toBeNull();
  });
});
