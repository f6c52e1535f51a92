// For the e2e server: coturn (STUN) and Janus 1.1.2 on free loopback ports when the Debian packages
// are installed (the same configuration as docs/CALLS.md and apps/server/src/test/janus-server.ts).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const installed = (binary) => spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const stunAnswers = (port) =>
  new Promise((resolve) => {
    const socket = createSocket('udp4');
    const done = (answered) => {
      clearTimeout(timer);
      socket.close();
      resolve(answered);
    };
    const timer = setTimeout(() => done(false), 200);
    socket.once('message', () => done(true));
    socket.once('error', () => done(false));
    socket.send(
      Buffer.concat([Buffer.from([0, 1, 0, 0, 0x21, 0x12, 0xa4, 0x42]), randomBytes(12)]),
      port,
      '127.0.0.1',
    );
  });

const lib = '/usr/lib/x86_64-linux-gnu/janus';
const unusedPlugins =
  'audiobridge,duktape,echotest,lua,nosip,recordplay,sip,streaming,textroom,videocall,voicemail';
const unusedTransports = 'mqtt,nanomsg,pfunix,rabbitmq,websockets';
const libs = (names) =>
  names
    .split(',')
    .map((n) => `libjanus_${n}.so`)
    .join(',');

/** Starts both; resolves to { url, adminKey, stop } or null (with the reason printed) when not installed. */
export async function startJanusIfInstalled() {
  if (!installed('janus') || !installed('turnserver')) {
    console.warn('e2e: janus or coturn is not installed; calls above the mesh limit are refused');
    return null;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orbit-e2e-janus-'));
  const stunPort = await freePort();
  const httpPort = await freePort();
  const adminKey = randomBytes(12).toString('hex');
  // No stun_server in Janus's configuration: Janus relays no media on a connection until it has
  // gathered its candidates, and with a STUN server on loopback that took 2 s for every connection
  // (docs/CALLS.md, "Janus (the VideoRoom SFU)"); on loopback its host candidates are the right ones.
  // coturn still runs beside it, as in the documented setup.
  writeFileSync(
    path.join(dir, 'janus.jcfg'),
    `general: {\n\tconfigs_folder = "${dir}"\n\tplugins_folder = "${lib}/plugins"\n\ttransports_folder = "${lib}/transports"\n\tevents_folder = "${lib}/events"\n\tloggers_folder = "${lib}/loggers"\n\tdebug_level = 3\n}\nnat: {\n\tfull_trickle = true\n}\nplugins: {\n\tdisable = "${libs(unusedPlugins)}"\n}\ntransports: {\n\tdisable = "${libs(unusedTransports)}"\n}\nevents: {\n\tbroadcast = false\n}\n`,
  );
  writeFileSync(
    path.join(dir, 'janus.transport.http.jcfg'),
    `general: {\n\tjson = "compact"\n\tbase_path = "/janus"\n\thttp = true\n\tport = ${httpPort}\n\tip = "127.0.0.1"\n\thttps = false\n}\nadmin: {\n\tadmin_http = false\n}\n`,
  );
  writeFileSync(
    path.join(dir, 'janus.plugin.videoroom.jcfg'),
    `general: {\n\tadmin_key = "${adminKey}"\n}\n`,
  );
  const turn = spawn(
    'turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      `--listening-port=${stunPort}`,
      '--no-tls',
      '--no-dtls',
      '--log-file=stdout',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50 && !(await stunAnswers(stunPort)); i += 1);
  const janus = spawn('janus', ['-F', dir, '-C', path.join(dir, 'janus.jcfg')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${httpPort}/janus`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url, { method: 'POST', body: '{"janus":"info","transaction":"t"}' })).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const stop = () => {
    janus.kill('SIGTERM');
    turn.kill('SIGTERM');
  };
  process.on('exit', stop);
  return { url, adminKey, stop };
}
