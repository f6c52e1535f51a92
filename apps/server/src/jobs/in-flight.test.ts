import { expect, it } from 'vitest';
import { InFlight } from './in-flight.js';

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

it('settles only after the work tracked meanwhile, including work started when earlier work ended', async () => {
  const inFlight = new InFlight();
  const order: string[] = [];
  // A fetch whose answer starts a job, whose end sends a completion: pg-boss's chain after stop.
  void inFlight.track(later('fetch', 20)).then(() => {
    order.push('fetched');
    void inFlight.track(later('job', 20)).then(() => {
      order.push('job');
      // Sent without being awaited, as pg-boss completes a job.
      void inFlight.track(later('complete', 20)).then(() => order.push('completed'));
    });
  });
  await inFlight.settled();
  order.push('settled');
  expect(order).toEqual(['fetched', 'job', 'completed', 'settled']);
  expect(inFlight.size).toBe(0);
});

it('hands back the work unchanged, and a failure leaves nothing tracked', async () => {
  const inFlight = new InFlight();
  await expect(inFlight.track(Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  await expect(inFlight.track(later(7, 1))).resolves.toBe(7);
  await inFlight.settled();
  expect(inFlight.size).toBe(0);
});
