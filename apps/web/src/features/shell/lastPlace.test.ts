import { afterEach, describe, expect, it } from 'vitest';
import { forgetPlace, readLastPlaces, rememberPlace } from './lastPlace';

afterEach(() => localStorage.clear());

describe('lastPlace', () => {
  it('keeps one place per workspace and the workspace last visited, per person', () => {
    rememberPlace('u1', 'w1', '/o1/t1');
    rememberPlace('u1', 'w2', '/my-tasks');
    rememberPlace('u2', 'w1', '/today');
    expect(readLastPlaces('u1')).toEqual({ workspaceId: 'w2', paths: { w1: '/o1/t1', w2: '/my-tasks' } });
    rememberPlace('u1', 'w1', '');
    expect(readLastPlaces('u1')).toEqual({ workspaceId: 'w1', paths: { w1: '', w2: '/my-tasks' } });
    expect(readLastPlaces('u2').paths).toEqual({ w1: '/today' });
  });

  it('forgets a place that has gone, and ignores what is not a path inside the workspace', () => {
    rememberPlace('u1', 'w1', '/o1');
    forgetPlace('u1', 'w1');
    expect(readLastPlaces('u1')).toEqual({ workspaceId: 'w1', paths: {} });
    rememberPlace('u1', 'w1', '//evil.example');
    expect(readLastPlaces('u1').paths).toEqual({});
    localStorage.setItem(
      'orbit-last-place:u1',
      JSON.stringify({ workspaceId: 3, paths: { w1: 'https://x' } }),
    );
    expect(readLastPlaces('u1')).toEqual({ workspaceId: null, paths: {} });
    localStorage.setItem('orbit-last-place:u1', '{not json');
    expect(readLastPlaces('u1')).toEqual({ workspaceId: null, paths: {} });
  });
});
