import { minClientProtocolVersion } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    // Unset: the app answers on whatever address it is reached at (see http/same-origin.ts).
    expect(config.publicUrl).toBeUndefined();
    expect(config.oidc.google).toBeUndefined();
  });

  it('honours PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/orbit-x',
      DATABASE_URL: 'postgres://u:p@db:5432/orbit',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      dataDir: '/tmp/orbit-x',
      databaseUrl: 'postgres://u:p@db:5432/orbit',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://orbit.example.com/' }).publicUrl).toBe(
      'https://orbit.example.com',
    );
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses; anything else stops the start', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '203.0.113.7, 10.0.0.0/8,loopback, ::1' }).trustProxy).toEqual([
      '203.0.113.7',
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    for (const bad of ['true', '0', '11', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("takes writes from the build's oldest sync protocol unless SYNC_MIN_CLIENT_PROTOCOL raises it", () => {
    expect(loadConfig({}).syncMinClientProtocol).toBe(minClientProtocolVersion);
    expect(
      loadConfig({ SYNC_MIN_CLIENT_PROTOCOL: String(minClientProtocolVersion + 2) }).syncMinClientProtocol,
    ).toBe(minClientProtocolVersion + 2);
    for (const bad of [String(minClientProtocolVersion - 1), '1.5', 'two']) {
      expect(() => loadConfig({ SYNC_MIN_CLIENT_PROTOCOL: bad }), bad).toThrow(/SYNC_MIN_CLIENT_PROTOCOL/);
    }
  });

  it("names this deployment's Redis channels orbit unless REDIS_PREFIX says otherwise", () => {
    expect(loadConfig({}).redisPrefix).toBe('orbit');
    expect(loadConfig({ REDIS_PREFIX: 'orbit-staging' }).redisPrefix).toBe('orbit-staging');
    for (const bad of ['', 'two words', 'a:b', 'x'.repeat(41)]) {
      expect(() => loadConfig({ REDIS_PREFIX: bad }), bad).toThrow(/REDIS_PREFIX/);
    }
  });

  it('treats an empty optional URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('fails fast with a readable message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect(String((error as Error).message)).toMatch(/PORT/);
      expect(String((error as Error).message)).toMatch(/DATABASE_URL/);
    }
  });

  it('configures a social provider only when issuer, id and secret are all set', () => {
    const partial = loadConfig({ GOOGLE_ISSUER: 'https://accounts.example.com', GOOGLE_CLIENT_ID: 'x' });
    expect(partial.oidc.google).toBeUndefined();
    const full = loadConfig({
      MICROSOFT_ISSUER: 'https://login.example.com/v2.0',
      MICROSOFT_CLIENT_ID: 'id',
      MICROSOFT_CLIENT_SECRET: 'secret',
    });
    expect(full.oidc.microsoft).toEqual({
      issuer: 'https://login.example.com/v2.0',
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('takes S3 storage all or nothing, naming each missing variable', () => {
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'orbit-files',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '' }).s3).toBeUndefined();
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'orbit-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig(partial);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/S3_REGION: required/);
    expect(message).toMatch(/S3_SECRET_ACCESS_KEY: required/);
    expect(message).not.toMatch(/S3_BUCKET: required/);
  });
});
