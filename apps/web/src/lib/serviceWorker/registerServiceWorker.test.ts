import { afterEach, describe, expect, it, vi } from 'vitest';
import { appUpdate } from './appUpdate';
import { registerServiceWorker, registerServiceWorkerWhenSettled } from './registerServiceWorker';

/** A registration and container with just what registerServiceWorker reads, driven by the test. */
function fakeWorkers(options: { controlled: boolean; waiting?: boolean }) {
  const registration = Object.assign(new EventTarget(), {
    installing: null as (EventTarget & { state: string }) | null,
    waiting: options.waiting ? ({ postMessage: vi.fn() } as unknown as ServiceWorker) : null,
    update: vi.fn().mockResolvedValue(undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: options.controlled ? ({} as ServiceWorker) : null,
    register: vi.fn().mockResolvedValue(registration),
  });
  /** A new version found, installed, and waiting. */
  const install = () => {
    const worker = Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    registration.waiting = worker as unknown as ServiceWorker;
    worker.dispatchEvent(new Event('statechange'));
    return worker;
  };
  return { registration, container: container as unknown as ServiceWorkerContainer, install };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js and offers nothing when the first version installs', async () => {
    const { container, install } = fakeWorkers({ controlled: false });
    const offer = vi.spyOn(appUpdate, 'offer');
    await registerServiceWorker(container);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    install();
    expect(offer).not.toHaveBeenCalled();
  });

  it('offers a new version installed beside the one serving the page, and switches only when asked', async () => {
    const { container, install } = fakeWorkers({ controlled: true });
    const offer = vi.spyOn(appUpdate, 'offer');
    await registerServiceWorker(container);
    const worker = install();
    expect(offer).toHaveBeenCalledWith(worker);
    expect(appUpdate.ready).toBe(true);
    expect(worker.postMessage).not.toHaveBeenCalled();
    appUpdate.apply();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('offers a version already waiting when the page opens', async () => {
    const { container, registration } = fakeWorkers({ controlled: true, waiting: true });
    const offer = vi.spyOn(appUpdate, 'offer');
    await registerServiceWorker(container);
    expect(offer).toHaveBeenCalledWith(registration.waiting);
  });

  it('lets the app work online when registering fails', async () => {
    const { container } = fakeWorkers({ controlled: false });
    vi.mocked(container.register).mockRejectedValueOnce(new DOMException('blocked', 'SecurityError'));
    await expect(registerServiceWorker(container)).resolves.toBeUndefined();
    vi.mocked(container.register).mockResolvedValueOnce(undefined as unknown as ServiceWorkerRegistration);
    await expect(registerServiceWorker(container)).resolves.toBeUndefined();
  });
});

describe('registerServiceWorkerWhenSettled', () => {
  it("waits for the page's first content (a first install fetches every built file), then registers", async () => {
    const { container } = fakeWorkers({ controlled: false });
    let draw = () => {};
    const drawn = new Promise<void>((resolve) => {
      draw = resolve;
    });
    const registering = registerServiceWorkerWhenSettled(drawn, container);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.register).not.toHaveBeenCalled();
    draw();
    await registering;
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });
});
