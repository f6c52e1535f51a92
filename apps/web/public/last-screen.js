// The last screen of this address, shown the moment the page opens while the app's code starts
// (a reload, a tab opened again): what the person saw when they left it, kept by the app
// (src/lib/lastScreen.ts, which describes the record). A picture only: it sits above the live page,
// hidden from assistive technology and from the pointer (clicks reach the live page beneath), and
// the app takes it away as soon as its own rows are drawn, when it goes elsewhere, or after
// MAX_SHOWN_MS whatever happens.
//
// A classic script right after #root, so it runs before the app's module. The page's
// Content-Security-Policy allows no inline style attribute: the record keeps each element's style in
// data-ls-style, and this sets it through the CSSOM, which the policy allows.
(() => {
  const KEY = 'orbit-last-screen';
  const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
  const MAX_SHOWN_MS = 5000;
  const SHEETS_WAIT_MS = 400;
  try {
    if (!document.cookie.split(';').some((part) => part.trim() === 'token=true')) return;
    const raw = localStorage.getItem(KEY);
    if (raw === null) return;
    const saved = JSON.parse(raw);
    const me = JSON.parse(localStorage.getItem('orbit-me') ?? 'null');
    const here = location.pathname + location.search;
    if (
      saved?.v !== 1 ||
      typeof saved.html !== 'string' ||
      saved.path !== here ||
      !me?.user ||
      me.user.id !== saved.userId ||
      !(Date.now() - saved.at < MAX_AGE_MS)
    ) {
      return;
    }

    const host = document.createElement('div');
    host.id = 'last-screen';
    host.setAttribute('aria-hidden', 'true');
    host.inert = true;
    host.style.cssText =
      'position:fixed;inset:0;z-index:2147483000;overflow:hidden;pointer-events:none;visibility:hidden;';
    if (typeof saved.background === 'string') host.style.background = saved.background;
    // Closed: the document's own queries (and tools that read the page) see only the live app.
    const shadow = host.attachShadow({ mode: 'closed' });
    const root = document.createElement('div');
    root.id = 'root';
    // Parsed in a template first (inert: nothing loads, no handler runs), and only markup goes on:
    // no script, frame or plug-in, no event-handler attribute, no javascript: address. The app never
    // writes any of these (the CSP would refuse them anyway): a record that has them was not its own.
    const parsed = document.createElement('template');
    parsed.innerHTML = saved.html;
    for (const element of parsed.content.querySelectorAll(
      'script, iframe, object, embed, base, meta, link',
    )) {
      element.remove();
    }
    for (const element of parsed.content.querySelectorAll('*')) {
      for (const attribute of [...element.attributes]) {
        const name = attribute.name.toLowerCase();
        const address = name === 'href' || name === 'src' || name === 'xlink:href' || name === 'action';
        if (name.startsWith('on') || (address && /^\s*javascript:/i.test(attribute.value))) {
          element.removeAttribute(attribute.name);
        }
      }
    }
    root.append(parsed.content);
    for (const element of root.querySelectorAll('[data-ls-style]')) {
      element.style.cssText = element.getAttribute('data-ls-style');
      element.removeAttribute('data-ls-style');
    }
    const attributes = saved.attributes && typeof saved.attributes === 'object' ? saved.attributes : {};
    for (const name of ['data-theme', 'data-color-theme']) {
      const value = attributes[name];
      if (typeof value === 'string' && !document.documentElement.hasAttribute(name)) {
        document.documentElement.setAttribute(name, value);
      }
    }

    let state = 'loading';
    const drop = () => {
      if (state === 'gone') return;
      state = 'gone';
      host.remove();
      window.__orbitLastScreen = undefined;
    };
    const reveal = () => {
      if (state !== 'loading') return;
      state = 'shown';
      host.style.visibility = 'visible';
      // Scroll positions need the stylesheets' layout.
      for (const element of root.querySelectorAll('[data-ls-scroll]')) {
        const [top, left] = element.getAttribute('data-ls-scroll').split(',').map(Number);
        element.scrollTop = top || 0;
        element.scrollLeft = left || 0;
      }
      performance.mark('orbit-load:last-screen');
    };

    // Only the app's own built stylesheets.
    const sheets = (Array.isArray(saved.sheets) ? saved.sheets : []).filter(
      (href) => typeof href === 'string' && /^\/assets\/[\w.-]+\.css$/.test(href),
    );
    let waiting = sheets.length;
    for (const href of sheets) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = 'anonymous';
      link.href = href;
      link.onload = link.onerror = () => {
        waiting -= 1;
        if (waiting === 0) reveal();
      };
      shadow.append(link);
    }
    shadow.append(root);
    document.body.append(host);
    if (waiting === 0) reveal();
    // A stylesheet that takes long is not waited for: the picture shows with what has arrived.
    setTimeout(reveal, SHEETS_WAIT_MS);
    setTimeout(drop, MAX_SHOWN_MS);

    window.__orbitLastScreen = {
      path: here,
      /** For tests: the picture's own tree. */
      root,
      shown: () => state === 'shown',
      drop,
    };
  } catch {
    // A record that does not read, or storage refused: the page opens as it would without one.
  }
})();
