import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback between one browser and a server (the app, or Janus), whose network the
 * test can cut: `cut()` drops every connection through it at once (both ends see a reset) and resets
 * every new one until `restore()`. Playwright's offline mode leaves WebSockets and WebRTC alone; a
 * cut here drops them as a lost network would.
 */
export type CuttableProxy = {
  /** The proxy's port on 127.0.0.1 (reach it as `http://localhost:<port>`). */
  readonly port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

export async function startCuttableProxy(
  targetPort: number,
  targetHost = '127.0.0.1',
): Promise<CuttableProxy> {
  const open = new Set<Socket>();
  let cutOff = false;

  const drop = (socket: Socket) => {
    if (socket.destroyed) return;
    // A reset rather than a clean close: the browser sees the connection lost, not ended.
    socket.resetAndDestroy();
  };

  const server = createServer((client) => {
    if (cutOff) {
      drop(client);
      return;
    }
    const upstream = connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.setNoDelay(true);
      socket.on('close', () => open.delete(socket));
      // A reset on one side resets the other: nothing is left half open.
      socket.on('error', () => {
        drop(client);
        drop(upstream);
      });
    }
    // A clean end on one side ends the other (pipe's default).
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };

  return {
    port,
    cut() {
      cutOff = true;
      for (const socket of [...open]) drop(socket);
      open.clear();
    },
    restore() {
      cutOff = false;
    },
    close() {
      for (const socket of [...open]) socket.destroy();
      open.clear();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
