import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Janus Gateway (VideoRoom, HTTP transport) and coturn as a STUN server, started on loopback for a
// test (docs/CALLS.md has the same configuration for running them next to the app).

export type JanusServer = { url: string; adminKey: string; stop(): Promise<void> };

/** Why Janus cannot run here, or null when it can (the Debian packages `janus` and `coturn`). */
export function janusUnavailable(): string | null {
  for (const binary of ['janus', 'turnserver']) {
    if (spawnSync('sh', ['-c', `command -v ${binary}`]).status !== 0) {
      return `${binary} is not installed (apt-get install janus coturn)`;
    }
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const libDir = '/usr/lib/x86_64-linux-gnu/janus';
const unusedPlugins = [
  'audiobridge',
  'duktape',
  'echotest',
  'lua',
  'nosip',
  'recordplay',
  'sip',
  'streaming',
  'textroom',
  'videocall',
  'voicemail',
];
const unusedTransports = ['mqtt', 'nanomsg', 'pfunix', 'rabbitmq', 'websockets'];

/** The three files Janus needs: itself, its HTTP transport, the VideoRoom plugin (no sample rooms). */
export function janusConfig(
  dir: string,
  httpPort: number,
  stunPort: number,
  adminKey: string,
): Record<string, string> {
  return {
    'janus.jcfg': `general: {
\tconfigs_folder = "${dir}"
\tplugins_folder = "${libDir}/plugins"
\ttransports_folder = "${libDir}/transports"
\tevents_folder = "${libDir}/events"
\tloggers_folder = "${libDir}/loggers"
\tdebug_level = 3
}
nat: {
\t# No stun_server (coturn answers on 127.0.0.1:${stunPort}): Janus relays no media on a connection
\t# until it has gathered its candidates, and a STUN server on loopback made that take 2 s each time
\t# (docs/CALLS.md, "Janus (the VideoRoom SFU)"). Its host candidates are the right ones here.
\tfull_trickle = true
}
plugins: {
\tdisable = "${unusedPlugins.map((p) => `libjanus_${p}.so`).join(',')}"
}
transports: {
\tdisable = "${unusedTransports.map((t) => `libjanus_${t}.so`).join(',')}"
}
events: {
\tbroadcast = false
}
`,
    'janus.transport.http.jcfg': `general: {
\tjson = "compact"
\tbase_path = "/janus"
\thttp = true
\tport = ${httpPort}
\tip = "127.0.0.1"
\thttps = false
}
admin: {
\tadmin_http = false
}
`,
    'janus.plugin.videoroom.jcfg': `general: {
\tadmin_key = "${adminKey}"
}
`,
  };
}

/** Does a STUN server answer a binding request on this loopback port (within 200 ms)? */
function stunAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    const request = Buffer.concat([Buffer.from([0, 1, 0, 0, 0x21, 0x12, 0xa4, 0x42]), randomBytes(12)]);
    const done = (answered: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(answered);
    };
    const timer = setTimeout(() => done(false), 200);
    socket.once('message', () => done(true));
    socket.once('error', () => done(false));
    socket.send(request, port, '127.0.0.1');
  });
}

/** Janus checks its STUN server when it starts: coturn must answer first. */
async function waitForStun(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    if (child.exitCode !== null) throw new Error(`turnserver exited with ${child.exitCode}`);
    if (await stunAnswers(port)) return;
  }
  throw new Error('turnserver did not answer STUN within 10 s');
}

async function waitForJanus(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`janus exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, {
        method: 'POST',
        body: JSON.stringify({ janus: 'info', transaction: 't' }),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('janus did not answer within 10 s');
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3_000).unref();
  });

/** coturn (STUN) and Janus on free loopback ports; `stop` ends both and removes the configuration. */
export async function startJanus(): Promise<JanusServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orbit-janus-'));
  const [stunPort, httpPort] = [await freePort(), await freePort()];
  const adminKey = 'orbit-test-admin-key';
  for (const [name, text] of Object.entries(janusConfig(dir, httpPort, stunPort, adminKey))) {
    writeFileSync(path.join(dir, name), text);
  }
  const turn = spawn(
    'turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      `--listening-port=${stunPort}`,
      '--no-tls',
      '--no-dtls',
      '--stun-only',
      '--log-file=stdout',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForStun(stunPort, turn);
  } catch (error) {
    await stopChild(turn);
    throw error;
  }
  const janus = spawn('janus', ['-F', dir, '-C', path.join(dir, 'janus.jcfg')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${httpPort}/janus`;
  try {
    await waitForJanus(url, janus);
  } catch (error) {
    await Promise.all([stopChild(janus), stopChild(turn)]);
    throw error;
  }
  return {
    url,
    adminKey,
    async stop() {
      await Promise.all([stopChild(janus), stopChild(turn)]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
