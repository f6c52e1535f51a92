import { describe, expect, it } from 'vitest';
import { readAuthQuery } from './authQuery';
import { loginDestination } from './loginDestination';
import { loginPath } from './loginPath';
import { safeRedirectPath } from './safeRedirectPath';
import { slugify } from './slugify';
import { socialSignInUrl } from './socialSignInUrl';

describe('loginDestination', () => {
  const none = { template: null, redirectQuery: null, responseRedirect: undefined };
  it('follows the seed order: template, redirect query, response redirect, /', () => {
    expect(loginDestination({ template: 'marketing', redirectQuery: '/a', responseRedirect: '/b' })).toBe(
      '/template?template=marketing',
    );
    expect(loginDestination({ ...none, redirectQuery: '/a', responseRedirect: '/b' })).toBe('/a');
    expect(loginDestination({ ...none, responseRedirect: '/b' })).toBe('/b');
    expect(loginDestination(none)).toBe('/');
  });

  it('encodes the template', () => {
    expect(loginDestination({ ...none, template: 'a b&c' })).toBe('/template?template=a+b%26c');
  });

  it('skips a redirect that leaves the site', () => {
    expect(loginDestination({ ...none, redirectQuery: '//evil.example', responseRedirect: '/b' })).toBe('/b');
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/acme/today?x=1', '/acme/today?x=1'],
    ['https://evil.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, output) => {
    expect(safeRedirectPath(input)).toBe(output);
  });
});

describe('loginPath', () => {
  it('picks the call from the query', () => {
    expect(loginPath({ invite: null, join: null })).toBe('/api/auth/login');
    expect(loginPath({ invite: 'i', join: null })).toBe('/api/invites/login');
    expect(loginPath({ invite: null, join: 'j' })).toBe('/api/invite-link/login');
  });
});

describe('socialSignInUrl', () => {
  it('copies invite, join, redirect and template, URL-encoded, and nothing else', () => {
    const current = new URLSearchParams('error=x&join=j1&redirect=/a b?c=1&other=1');
    expect(socialSignInUrl('google', current)).toBe('/api/social/google?join=j1&redirect=%2Fa+b%3Fc%3D1');
  });

  it('keeps the trailing ? when there is nothing to copy', () => {
    expect(socialSignInUrl('microsoft', new URLSearchParams())).toBe('/api/social/microsoft?');
  });
});

describe('readAuthQuery', () => {
  it('reads the five parameters and keeps the whole query', () => {
    expect(readAuthQuery(new URLSearchParams('invite=i&template=t&x=1'))).toEqual({
      invite: 'i',
      join: null,
      redirect: null,
      template: 't',
      error: null,
      search: '?invite=i&template=t&x=1',
    });
    expect(readAuthQuery(new URLSearchParams()).search).toBe('');
  });
});

describe('slugify', () => {
  it.each([
    ['Acme Inc.', 'acme-inc'],
    ['  Équipe Café  ', 'equipe-cafe'],
    ['--a--b--', 'a-b'],
    ['日本', ''],
    ['x'.repeat(60), 'x'.repeat(48)],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
