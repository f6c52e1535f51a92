/** Why an SVG could not be inlined: the fetch failed, or what arrived was not SVG. */
export type SvgFailure = 'load' | 'invalid';

export class SvgLoadError extends Error {
  override name = 'SvgLoadError';
  constructor(
    readonly kind: SvgFailure,
    cause?: unknown,
  ) {
    super(kind === 'load' ? 'SVG could not be loaded' : 'Not an SVG document', { cause });
  }
}

// Anything that can run code, load other documents or restyle the host page once inlined.
const dropped = 'script, foreignObject, iframe, object, embed, style, link, meta, audio, video, set, animate';
const unsafeUrl = /^\s*(javascript|vbscript|data:(?!image\/(png|jpe?g|gif|webp)))/i;

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Parses SVG text and returns a detached <svg> that is safe to inline: no scripts, event handlers,
 * styles (they would apply to the whole page) or script URLs. Throws SvgLoadError('invalid') if the text
 * is not an SVG document (a file without the SVG namespace does not render as SVG anywhere either).
 */
export function sanitizeSvg(text: string): Element {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (
    root?.localName !== 'svg' ||
    root.namespaceURI !== SVG_NS ||
    doc.getElementsByTagName('parsererror').length > 0
  ) {
    throw new SvgLoadError('invalid');
  }
  for (const node of Array.from(root.querySelectorAll(dropped))) node.remove();
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attr of Array.from(element.attributes)) {
      const name = attr.name.toLowerCase();
      const isUrl = name === 'href' || name === 'xlink:href' || name === 'src';
      if (name.startsWith('on') || (isUrl && unsafeUrl.test(attr.value))) element.removeAttribute(attr.name);
      // <use> may only point inside this SVG; an external reference would fetch another document.
      else if (isUrl && element.nodeName.toLowerCase() === 'use' && !attr.value.startsWith('#')) {
        element.removeAttribute(attr.name);
      }
    }
  }
  return root;
}
