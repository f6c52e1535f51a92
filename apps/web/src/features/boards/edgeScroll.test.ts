import { describe, expect, it } from 'vitest';
import { edgeTopSpeed, edgeVelocity } from './edgeScroll';

describe('edge scrolling', () => {
  const rect = { left: 0, top: 0, right: 800, bottom: 600 };
  it('is still away from the edges', () => {
    expect(edgeVelocity(400, 300, rect)).toEqual({ dx: 0, dy: 0 });
  });
  it('scrolls toward the edge the pointer is near, faster the closer, at most the top speed', () => {
    const near = edgeVelocity(790, 300, rect);
    const nearer = edgeVelocity(799, 300, rect);
    expect(near.dx).toBeGreaterThan(0);
    expect(nearer.dx).toBeGreaterThan(near.dx);
    expect(edgeVelocity(-50, 5, rect)).toEqual({ dx: -edgeTopSpeed, dy: expect.any(Number) });
    expect(edgeVelocity(-50, 5, rect).dy).toBeLessThan(0);
  });
});
