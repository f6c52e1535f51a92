import { setNonce } from 'get-nonce';

/**
 * The nonce this page's Content-Security-Policy allows for <style> elements, from the meta tag the
 * server writes into each copy of index.html; undefined in development (no CSP there).
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

// Radix's dialogs lock scrolling with a <style> element (react-style-singleton reads get-nonce).
const nonce = cspNonce();
if (nonce) setNonce(nonce);
