import os from 'node:os';
import path from 'node:path';

/** Where server.mjs records the run's folders for the journeys (one file per port). */
export function runInfoPath(port) {
  return path.join(os.tmpdir(), `orbit-e2e-run-${port}.json`);
}
