import type { Role } from '@orbit/shared';
import { afterAll, beforeAll } from 'vitest';
import { createTasksWorld, type TasksWorld } from '../modules/sync/tasks.fixture.js';
import type { ApiClient } from './api-client.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { connectAs, listenForSockets, type WatchedSocket } from './socket-client.js';

export type TasksSockets = {
  t: TestApp;
  w: TasksWorld;
  /** A socket signed in as `client`; closed when the file's tests are done. */
  connect(client: ApiClient): Promise<WatchedSocket>;
  /** A socket for the world's person with this role. */
  open(role: Role): Promise<WatchedSocket>;
};

/**
 * For a describe block: the test app listening for sockets, with a tasks world. Its fields are set
 * before the first test runs, so read them inside tests and helpers, not at the top of the block.
 */
export function useTasksSockets(): TasksSockets {
  const sockets: WatchedSocket[] = [];
  let url = '';
  const world = {
    async connect(client: ApiClient) {
      const socket = await connectAs(world.t, url, client);
      sockets.push(socket);
      return socket;
    },
    open: (role: Role) => world.connect(world.w.people[role].client),
  } as TasksSockets;

  beforeAll(async () => {
    world.t = await buildTestApp();
    world.w = await createTasksWorld(world.t);
    url = await listenForSockets(world.t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await world.t.close();
  });
  return world;
}
