import { beforeEach, describe, expect, it } from 'vitest';
import { defaultPreferences, initialClientState, pushRecent, readTokenCookie, useAppStore } from './appStore';

beforeEach(() => {
  localStorage.clear();
  useAppStore.setState({ ...initialClientState });
});

describe('client state defaults', () => {
  it('matches the seed', () => {
    const s = useAppStore.getState();
    expect(s).toMatchObject({
      convosWidth: 330,
      halfHalfWidth: 500,
      darkModeFollowsOS: true,
      collaborators: [],
    });
    expect(s.preferences).toMatchObject({ emojiSkintoneModifier: 0, itemAttachmentsLayout: 'grid' });
  });
});

describe('the token cookie', () => {
  it('marks the logged-in state only when token=true', () => {
    expect(readTokenCookie('a=1; token=true; b=2')).toBe(true);
    expect(readTokenCookie('token=false')).toBe(false);
    expect(readTokenCookie('')).toBe(false);
  });
});

describe('collaborators', () => {
  it('skips adding one with the same sid and id', () => {
    const { addCollaborator } = useAppStore.getState();
    addCollaborator({ sid: 's1', id: 'u1' });
    addCollaborator({ sid: 's1', id: 'u1' });
    addCollaborator({ sid: 's1', id: 'u2' });
    expect(useAppStore.getState().collaborators).toEqual([
      { sid: 's1', id: 'u1' },
      { sid: 's1', id: 'u2' },
    ]);
  });

  it('removes every collaborator of a disconnected sid', () => {
    const { addCollaborator, disconnectCollaborator } = useAppStore.getState();
    addCollaborator({ sid: 's1', id: 'u1' });
    addCollaborator({ sid: 's1', id: 'u2' });
    addCollaborator({ sid: 's2', id: 'u1' });
    disconnectCollaborator('s1');
    expect(useAppStore.getState().collaborators).toEqual([{ sid: 's2', id: 'u1' }]);
  });
});

describe('recents', () => {
  it('moves a reopened entry to the front and keeps 3 per workspace', () => {
    let list = pushRecent([], { id: 'a', wid: 'w1' });
    list = pushRecent(list, { id: 'b', wid: 'w1' });
    list = pushRecent(list, { id: 'x', wid: 'w2' });
    list = pushRecent(list, { id: 'c', wid: 'w1' });
    list = pushRecent(list, { id: 'a', wid: 'w1' });
    list = pushRecent(list, { id: 'd', wid: 'w1' });
    expect(list.filter((e) => e.wid === 'w1').map((e) => e.id)).toEqual(['d', 'a', 'c']);
    expect(list.filter((e) => e.wid === 'w2').map((e) => e.id)).toEqual(['x']);
  });

  it('keeps orbits and people apart', () => {
    const { addRecent } = useAppStore.getState();
    addRecent('orbits', { id: 'o1', wid: 'w' });
    addRecent('people', { id: 'p1', wid: 'w' });
    expect(useAppStore.getState().orbitsRecents).toEqual([{ id: 'o1', wid: 'w' }]);
    expect(useAppStore.getState().peopleRecents).toEqual([{ id: 'p1', wid: 'w' }]);
  });
});

describe('persistence', () => {
  it('saves preferences to localStorage but never the session flag or collaborators', () => {
    const store = useAppStore.getState();
    store.setPreference('hideSubtasks', true);
    store.setLoggedIn(true);
    store.addCollaborator({ sid: 's', id: 'u' });
    store.setLastUpdated('w1', 42);
    const saved = JSON.parse(localStorage.getItem('orbit-state') ?? '{}').state;
    expect(saved.preferences.hideSubtasks).toBe(true);
    expect(saved.lastUpdated).toEqual({ w1: 42 });
    expect(saved).not.toHaveProperty('isLoggedIn');
    expect(saved).not.toHaveProperty('collaborators');
  });

  it('merges saved preferences over the defaults on start', async () => {
    localStorage.setItem(
      'orbit-state',
      JSON.stringify({ state: { convosWidth: 400, preferences: { wrapMode: true } }, version: 1 }),
    );
    await useAppStore.persist.rehydrate();
    const s = useAppStore.getState();
    expect(s.convosWidth).toBe(400);
    expect(s.preferences).toEqual({ ...defaultPreferences, wrapMode: true });
  });

  it('logout resets the flag, collaborators and lastUpdated', () => {
    const store = useAppStore.getState();
    store.setLoggedIn(true);
    store.addCollaborator({ sid: 's', id: 'u' });
    store.setLastUpdated('w', 3);
    store.resetForLogout();
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: false, collaborators: [], lastUpdated: {} });
  });
});
