import { afterAll, beforeAll } from 'vitest';

const sizes = ['offsetHeight', 'offsetWidth', 'clientHeight', 'clientWidth'] as const;

/**
 * happy-dom lays nothing out: for the tests of this file, every element measures `px` in each
 * direction, so a virtualiser has a window to fill.
 */
export function fakeLayoutSizes(px = 600): void {
  const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
  beforeAll(() => {
    for (const name of sizes) {
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => px });
    }
  });
  afterAll(() => {
    sizes.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    });
  });
}
