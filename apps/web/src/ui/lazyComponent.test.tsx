import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent, setLazyFailure } from './lazyComponent';

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

  it('fails alone when the fetch fails, shows the app’s notice, and loads on retry or when back online', async () => {
    setLazyFailure((retry) => (
      <button type="button" onClick={retry}>
        Retry part
      </button>
    ));
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Greeting })
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Greeting });
    const LazyGreeting = lazyComponent(load, 'Greeting');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(
      <div>
        <p>Around it</p>
        <LazyGreeting name="Ada" />
      </div>,
    );
    screen.getByText('Around it');
    (await screen.findByRole('button', { name: 'Retry part' })).click();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    unmount();

    const Other = lazyComponent(load, 'Greeting');
    render(<Other name="Grace" />);
    await screen.findByRole('button', { name: 'Retry part' });
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    quiet.mockRestore();
    setLazyFailure(() => null);
  });
});
