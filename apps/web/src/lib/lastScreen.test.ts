// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LAST_ME_KEY } from './lastMeKey';
import {
  dropLastScreen,
  dropLastScreenUnless,
  forgetLastScreen,
  holdScreenWorthKeeping,
  keepLastScreen,
  LAST_SCREEN_KEY,
  LAST_SCREEN_MAX_CHARS,
  pictureOf,
  readLastScreen,
} from './lastScreen';

const script = readFileSync(resolve(import.meta.dirname, '../../public/last-screen.js'), 'utf8');
/** Runs public/last-screen.js as the page's body runs it. */
const runHeadScript = () => new Function(script)();

function page(html: string, path = '/acme/orbit1') {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/** The seed's marker cookie, as the server sets and logout drops it. */
function markerCookie(signedIn: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API; the app reads document.cookie.
  document.cookie = signedIn ? 'token=true; path=/' : 'token=; Max-Age=0; path=/';
}

function signIn(userId = 'user-ada') {
  localStorage.setItem(LAST_ME_KEY, JSON.stringify({ user: { id: userId }, workspaces: [] }));
  markerCookie(true);
}

let release: (() => void) | undefined;
beforeEach(() => {
  localStorage.clear();
  markerCookie(false);
  document.head.innerHTML = '<link rel="stylesheet" href="/assets/app-abc.css">';
  document.documentElement.removeAttribute('data-theme');
});
afterEach(() => {
  release?.();
  release = undefined;
  dropLastScreen();
});

describe('pictureOf', () => {
  it('moves styles to data-ls-style, leaves out what cannot be copied and keeps the text', () => {
    const root = page(
      '<main><div class="task-row" style="transform: translateY(38px)">Write the spec</div>' +
        '<img src="blob:http://x/1" alt="avatar"><img src="/api/avatars/1" alt="other">' +
        '<canvas></canvas><script>alert(1)</script><input autofocus></main>' +
        '<section><ol aria-live="polite"><li>Task deleted</li></ol></section>',
    );
    const html = pictureOf(root) ?? '';
    const copy = document.createElement('div');
    copy.innerHTML = html;
    expect(copy.querySelector('[style]')).toBeNull();
    expect(copy.querySelector('.task-row')?.getAttribute('data-ls-style')).toBe(
      'transform: translateY(38px)',
    );
    expect(copy.textContent).toContain('Write the spec');
    expect(copy.querySelector('canvas, script')).toBeNull();
    expect(copy.querySelector('img[alt="avatar"]')?.hasAttribute('src')).toBe(false);
    expect(copy.querySelector('img[alt="other"]')?.getAttribute('src')).toBe('/api/avatars/1');
    expect(copy.querySelector('[autofocus]')).toBeNull();
    // A toast of that moment is not shown again.
    expect(copy.querySelector('[aria-live]')?.childElementCount).toBe(0);
    expect(copy.textContent).not.toContain('Task deleted');
    // The live page is untouched.
    expect(root.querySelector('.task-row')?.getAttribute('style')).toBe('transform: translateY(38px)');
    expect(root.querySelector('canvas')).not.toBeNull();
  });

  it("records a scrolled element's position", () => {
    const root = page('<div class="scroller"><div class="task-row">A</div></div>');
    const scroller = root.querySelector('.scroller') as HTMLElement;
    Object.defineProperty(scroller, 'scrollTop', { value: 380, configurable: true });
    const copy = document.createElement('div');
    copy.innerHTML = pictureOf(root) ?? '';
    expect(copy.querySelector('.scroller')?.getAttribute('data-ls-scroll')).toBe('380,0');
  });

  it('keeps nothing of a screen too large to be worth it', () => {
    const root = page(`<p>${'x'.repeat(LAST_SCREEN_MAX_CHARS)}</p>`);
    expect(pictureOf(root)).toBeNull();
  });
});

describe('keepLastScreen', () => {
  it('keeps a screen with drawn rows, for the person signed in and this address', () => {
    signIn();
    document.documentElement.setAttribute('data-theme', 'dark');
    page('<main><div class="task-row">Write the spec</div></main>', '/acme/orbit1?task=7');
    release = holdScreenWorthKeeping();
    keepLastScreen();
    const kept = readLastScreen();
    expect(kept).toMatchObject({
      userId: 'user-ada',
      path: '/acme/orbit1?task=7',
      sheets: ['/assets/app-abc.css'],
      attributes: { 'data-theme': 'dark' },
    });
    expect(kept?.html).toContain('Write the spec');
  });

  it('keeps nothing of a page without drawn rows, and forgets an older picture of that address', () => {
    signIn();
    page('<main><div class="task-row">Old</div></main>');
    release = holdScreenWorthKeeping();
    keepLastScreen();
    release();
    release = undefined;
    page('<main>Loading tasks…</main>');
    keepLastScreen();
    expect(localStorage.getItem(LAST_SCREEN_KEY)).toBeNull();
  });

  it('keeps an older picture of another address when the page left is not worth keeping', () => {
    signIn();
    page('<main><div class="task-row">Orbit one</div></main>', '/acme/orbit1');
    release = holdScreenWorthKeeping();
    keepLastScreen();
    release();
    release = undefined;
    page('<main>Chat</main>', '/acme/chat');
    keepLastScreen();
    expect(readLastScreen()?.path).toBe('/acme/orbit1');
  });

  it('keeps nothing when nobody is signed in', () => {
    localStorage.setItem(LAST_ME_KEY, JSON.stringify({ user: { id: 'user-ada' }, workspaces: [] }));
    page('<main><div class="task-row">A</div></main>');
    release = holdScreenWorthKeeping();
    keepLastScreen();
    expect(localStorage.getItem(LAST_SCREEN_KEY)).toBeNull();
  });
});

describe('public/last-screen.js', () => {
  function keepPicture(path = '/acme/orbit1') {
    signIn();
    page('<main><div class="task-row" style="height: 38px">Write the spec</div></main>', path);
    release = holdScreenWorthKeeping();
    keepLastScreen();
    release();
    release = undefined;
    // The next open: an empty #root, as the server sends it.
    document.body.innerHTML = '<div id="root"></div>';
  }

  /** A kept picture whose record then says otherwise in `changed` (a record the app did not write). */
  function keepPictureChanged(changed: Record<string, unknown>) {
    keepPicture();
    localStorage.setItem(LAST_SCREEN_KEY, JSON.stringify({ ...readLastScreen(), ...changed }));
  }

  it('shows the picture above the live page, hidden from assistive technology and the pointer', () => {
    keepPicture();
    runHeadScript();
    const host = document.getElementById('last-screen') as HTMLElement;
    expect(host).not.toBeNull();
    expect(host.getAttribute('aria-hidden')).toBe('true');
    expect(host.style.pointerEvents).toBe('none');
    const shown = window.__orbitLastScreen;
    expect(shown?.path).toBe('/acme/orbit1');
    const row = shown?.root.querySelector<HTMLElement>('.task-row');
    expect(row?.textContent).toBe('Write the spec');
    // Set through the CSSOM, not as an attribute in markup.
    expect(row?.style.height).toBe('38px');
    expect(row?.hasAttribute('data-ls-style')).toBe(false);
    // The live document's own queries never meet it (a closed shadow root).
    expect(document.querySelector('.task-row')).toBeNull();
  });

  it('goes when the app drops it, and when the app shows another address', () => {
    keepPicture();
    runHeadScript();
    dropLastScreenUnless('/acme/orbit1');
    expect(document.getElementById('last-screen')).not.toBeNull();
    dropLastScreenUnless('/login');
    expect(document.getElementById('last-screen')).toBeNull();
    expect(window.__orbitLastScreen).toBeUndefined();

    runHeadScript();
    expect(document.getElementById('last-screen')).not.toBeNull();
    dropLastScreen();
    expect(document.getElementById('last-screen')).toBeNull();
  });

  it('shows nothing at another address, to someone else, signed out, or after logout', () => {
    keepPicture('/acme/orbit1');
    window.history.replaceState(null, '', '/acme/orbit2');
    runHeadScript();
    expect(document.getElementById('last-screen')).toBeNull();

    window.history.replaceState(null, '', '/acme/orbit1');
    signIn('user-grace');
    runHeadScript();
    expect(document.getElementById('last-screen')).toBeNull();

    signIn('user-ada');
    markerCookie(false);
    runHeadScript();
    expect(document.getElementById('last-screen')).toBeNull();

    signIn('user-ada');
    forgetLastScreen();
    runHeadScript();
    expect(document.getElementById('last-screen')).toBeNull();
  });

  it('puts only markup on screen: no script, frame, handler attribute or javascript: address', () => {
    keepPictureChanged({
      html:
        '<main><div class="task-row">Safe</div><img src="/x.png" onerror="window.hit=1" alt="a">' +
        '<a href="javascript:window.hit=2">link</a><script>window.hit=3</script>' +
        '<iframe src="/"></iframe><svg onload="window.hit=4"></svg></main>',
    });
    runHeadScript();
    const root = window.__orbitLastScreen?.root;
    expect(root?.querySelector('.task-row')?.textContent).toBe('Safe');
    expect(root?.querySelector('script, iframe')).toBeNull();
    expect(root?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(root?.querySelector('svg')?.hasAttribute('onload')).toBe(false);
    expect(root?.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect((window as unknown as { hit?: number }).hit).toBeUndefined();
  });

  it('shows nothing of a week-old picture or a record that does not read', () => {
    keepPictureChanged({ at: Date.now() - 8 * 24 * 3600_000 });
    runHeadScript();
    expect(document.getElementById('last-screen')).toBeNull();
    localStorage.setItem(LAST_SCREEN_KEY, '{not json');
    expect(runHeadScript).not.toThrow();
    expect(document.getElementById('last-screen')).toBeNull();
  });

  it("loads only the app's own stylesheets into the picture", () => {
    keepPictureChanged({ sheets: ['/assets/app-abc.css', 'https://evil.example/x.css', '/api/x.css'] });
    runHeadScript();
    const links = window.__orbitLastScreen?.root.parentNode?.querySelectorAll('link') ?? [];
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/assets/app-abc.css']);
  });
});
