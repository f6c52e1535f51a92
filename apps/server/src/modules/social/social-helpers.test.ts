import { describe, expect, it } from 'vitest';
import { safeRedirectPath, socialDestination } from './social-destination.js';
import { parseSocialProfile } from './social-profile.js';
import { allowsInsecureIssuer } from './social-providers.js';
import { loginErrorPath } from './social-sign-in-error.js';

describe('allowsInsecureIssuer', () => {
  it.each([
    ['http://127.0.0.1:8080', true],
    ['http://localhost:9000/realm', true],
    ['http://[::1]:9000', true],
    ['https://accounts.google.com', false],
    ['http://accounts.google.com', false],
    ['http://127.0.0.1.example.com', false],
    ['http://10.0.0.5', false],
  ])('%s → %s', (issuer, expected) => {
    expect(allowsInsecureIssuer(issuer)).toBe(expected);
  });
});

describe('safeRedirectPath', () => {
  it.each(['/acme', '/acme/today?x=1#y', '/'])('keeps %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example',
    'evil',
    '',
    undefined,
  ])('refuses %j', (path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });
});

describe('socialDestination', () => {
  it('orders template, redirect, onboarding, joined workspace, then /', () => {
    const all = { template: 'a b', redirect: '/r', onboardingRoute: '/signup/x', joinedSlug: 'ws' };
    expect(socialDestination(all)).toBe('/template?template=a+b');
    expect(socialDestination({ ...all, template: undefined })).toBe('/r');
    expect(socialDestination({ ...all, template: undefined, redirect: '//evil' })).toBe('/signup/x');
    expect(socialDestination({ joinedSlug: 'ws' })).toBe('/ws');
    expect(socialDestination({})).toBe('/');
  });
});

describe('parseSocialProfile', () => {
  it('lower-cases the address and builds a name from its parts', () => {
    expect(
      parseSocialProfile('microsoft', {
        sub: 'abc',
        email: 'Mixed@Example.COM',
        email_verified: 'true',
        given_name: 'Grace',
        family_name: 'Hopper',
        picture: 'javascript:alert(1)',
      }),
    ).toEqual({
      provider: 'microsoft',
      subject: 'abc',
      email: 'mixed@example.com',
      emailVerified: true,
      name: 'Grace Hopper',
      avatarUrl: null,
    });
  });

  it('an unusable address counts as none, and is never verified', () => {
    expect(
      parseSocialProfile('google', { sub: 'abc', email: 'not an email', email_verified: true }),
    ).toMatchObject({ email: null, emailVerified: false, name: '' });
  });

  it('no subject, no profile', () => {
    expect(parseSocialProfile('google', { email: 'a@example.com' })).toBeNull();
  });
});

describe('loginErrorPath', () => {
  it('encodes spaces as %20 and keeps the forwarded query', () => {
    expect(loginErrorPath('google', 'cancelled', { redirect: '/a b', template: 't' })).toBe(
      '/login?error=Sign-in%20with%20Google%20was%20cancelled.&redirect=%2Fa%20b&template=t',
    );
  });
});
