import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseIceServers } from '../../config.js';

describe('ICE_SERVERS and the calls settings', () => {
  it('reads a JSON array of RTCIceServer objects or a list of URLs', () => {
    expect(parseIceServers('')).toEqual([]);
    expect(parseIceServers('stun:stun.example.com:3478, turn:turn.example.com:3478?transport=tcp')).toEqual([
      { urls: 'stun:stun.example.com:3478' },
      { urls: 'turn:turn.example.com:3478?transport=tcp' },
    ]);
    expect(
      parseIceServers('[{"urls":["turns:turn.example.com:5349"],"username":"orbit","credential":"secret"}]'),
    ).toEqual([{ urls: ['turns:turn.example.com:5349'], username: 'orbit', credential: 'secret' }]);
  });

  it('refuses what a browser could not use, naming the setting', () => {
    for (const bad of ['http://turn.example.com', '[{"urls":"turn:x","password":"p"}]', '[{']) {
      expect(() => parseIceServers(bad), bad).toThrow(ConfigError);
      expect(() => parseIceServers(bad), bad).toThrow(/ICE_SERVERS/);
    }
  });

  it('ICE_TRANSPORT_POLICY: all by default; relay only with a TURN server to relay through', () => {
    const base = { NODE_ENV: 'test' as const, WEB_DIST: '/x' };
    expect(loadConfig(base).calls.iceTransportPolicy).toBe('all');
    const turn = '[{"urls":"turn:turn.example.com:3478","username":"orbit","credential":"secret"}]';
    expect(
      loadConfig({ ...base, ICE_SERVERS: turn, ICE_TRANSPORT_POLICY: 'relay' }).calls.iceTransportPolicy,
    ).toBe('relay');
    for (const servers of ['', 'stun:stun.example.com:3478']) {
      expect(() => loadConfig({ ...base, ICE_SERVERS: servers, ICE_TRANSPORT_POLICY: 'relay' })).toThrow(
        /ICE_TRANSPORT_POLICY/,
      );
    }
    expect(() => loadConfig({ ...base, ICE_TRANSPORT_POLICY: 'direct' })).toThrow(/ICE_TRANSPORT_POLICY/);
  });

  it('Janus is optional; its public address defaults to JANUS_URL; the mesh holds 4 by default', () => {
    const base = { NODE_ENV: 'test' as const, WEB_DIST: '/x' };
    expect(loadConfig(base).calls).toMatchObject({ meshLimit: 4, ringMs: 30_000, janus: undefined });
    expect(loadConfig({ ...base, JANUS_URL: 'http://127.0.0.1:8088/janus/' }).calls.janus).toEqual({
      url: 'http://127.0.0.1:8088/janus',
      publicUrl: 'http://127.0.0.1:8088/janus',
      apiSecret: undefined,
      adminKey: undefined,
    });
  });
});
