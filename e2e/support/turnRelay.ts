import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A TURN server of its own for one journey (coturn listening on loopback), so that one browser's
 * media can be made to go through TCP (`turn:…?transport=tcp` with the `relay` policy) and so through
 * a cuttable proxy (support/cuttableProxy.ts): cutting it drops that browser's media as a lost network
 * would, which a UDP path straight to Janus on this machine never does.
 *
 * It relays from the address Janus gathers its candidates on: Janus (libnice) skips loopback when
 * the machine has another interface, and never pairs its candidate there with a loopback relay
 * candidate (checked: the pair stays in progress). So the relayed media goes where the e2e Janus
 * calls' media already goes, this machine's own address, and never leaves the machine.
 */
export type TurnRelay = {
  readonly port: number;
  readonly username: string;
  readonly credential: string;
  stop(): void;
};

/** The machine's own first IPv4 address that is not loopback (where Janus's candidates are). */
function janusSideAddress(): string {
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return '127.0.0.1';
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startTurnRelay(): Promise<TurnRelay> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orbit-e2e-turn-'));
  const relayIp = janusSideAddress();
  const [username, credential] = ['orbit', 'orbit-e2e'];
  const turn = spawn(
    'turnserver',
    [
      '-n',
      // Chromium takes a relay candidate only from an authenticated allocation.
      '--lt-cred-mech',
      `--user=${username}:${credential}`,
      '--realm=orbit.e2e',
      '--listening-ip=127.0.0.1',
      `--relay-ip=${relayIp}`,
      `--listening-port=${port}`,
      '--no-tls',
      '--no-dtls',
      // Another coturn (support/janus.mjs) may hold the default CLI port.
      '--no-cli',
      ...(relayIp === '127.0.0.1' ? ['--allow-loopback-peers'] : []),
      `--pidfile=${path.join(dir, 'turnserver.pid')}`,
      `--userdb=${path.join(dir, 'turndb')}`,
      '--log-file=stdout',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100 && !(await accepts(port)); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, username, credential, stop: () => turn.kill('SIGTERM') };
}
