import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import { isSecureContext } from '../../http/app-origin.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.js';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** Readable by the page: the seed's marker that a session exists (never a secret). */
export const MARKER_COOKIE = 'token';
export const REFRESH_COOKIE_PATH = '/api/auth';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

const base = (config: Pick<Config, 'publicUrl'>, reply: FastifyReply) => ({
  sameSite: 'lax' as const,
  secure: isSecureContext(config, reply.request),
});

export function setAccessCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>, token: string): void {
  reply.setCookie(ACCESS_COOKIE, token, {
    ...base(config, reply),
    httpOnly: true,
    path: '/',
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
}

export type SessionTokens = { accessToken: string; refreshToken: string };

export function setSessionCookies(
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  tokens: SessionTokens,
): void {
  setAccessCookie(reply, config, tokens.accessToken);
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base(config, reply),
    httpOnly: true,
    path: REFRESH_COOKIE_PATH,
    maxAge: SESSION_TTL_SECONDS,
  });
  reply.setCookie(MARKER_COOKIE, 'true', {
    ...base(config, reply),
    httpOnly: false,
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: Pick<Config, 'publicUrl'>): void {
  reply.clearCookie(ACCESS_COOKIE, { ...base(config, reply), httpOnly: true, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base(config, reply), httpOnly: true, path: REFRESH_COOKIE_PATH });
  reply.clearCookie(MARKER_COOKIE, { ...base(config, reply), path: '/' });
}
