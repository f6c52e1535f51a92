import { useEffect, useRef, useState } from 'react';
import styles from './InlineSvg.module.css';
import { type SvgFailure, SvgLoadError, sanitizeSvg } from './sanitizeSvg';

/** The seed's inline graphic error texts, used when the caller passes no translation. */
export const SVG_LOAD_ERROR_TEXT = 'Error loading SVG';
export const SVG_INVALID_TEXT = 'Loaded file is not valid SVG';

export type InlineSvgProps = {
  src: string;
  /** Accessible name; without it the graphic is decorative. */
  title?: string;
  /** Width and height of the graphic (px or any CSS length); without it the SVG keeps its own size. */
  size?: number | string;
  className?: string;
  errorLoadingText?: string;
  invalidSvgText?: string;
  onError?: (failure: SvgFailure) => void;
};

// One request per URL, shared by every copy on screen; failures are forgotten so a retry can succeed.
const cache = new Map<string, Promise<Element>>();

function fetchSvg(src: string): Promise<Element> {
  const cached = cache.get(src);
  if (cached) return cached;
  const request = fetch(src)
    .then(
      (response) => {
        if (!response.ok) throw new SvgLoadError('load', response.status);
        return response.text();
      },
      (cause: unknown) => {
        throw new SvgLoadError('load', cause);
      },
    )
    .then(sanitizeSvg);
  request.catch(() => cache.delete(src));
  cache.set(src, request);
  return request;
}

type Status =
  | { src: string; status: 'loading' | 'loaded' }
  | { src: string; status: 'error'; failure: SvgFailure };

/** Fetches an SVG by URL and inlines it (so it takes currentColor and CSS), sanitised first. */
export function InlineSvg({
  src,
  title,
  size,
  className,
  errorLoadingText = SVG_LOAD_ERROR_TEXT,
  invalidSvgText = SVG_INVALID_TEXT,
  onError,
}: InlineSvgProps) {
  const [state, setState] = useState<Status>({ src, status: 'loading' });
  if (state.src !== src) setState({ src, status: 'loading' });
  const host = useRef<HTMLSpanElement>(null);
  // Read through a ref: an inline onError must not refetch on every render.
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    let live = true;
    fetchSvg(src).then(
      (svg) => {
        if (!live || !host.current) return;
        // A copy per host: the cached element is never attached, so other copies stay intact.
        host.current.replaceChildren(document.importNode(svg, true));
        setState({ src, status: 'loaded' });
      },
      (error: unknown) => {
        if (!live) return;
        const failure: SvgFailure = error instanceof SvgLoadError ? error.kind : 'load';
        setState({ src, status: 'error', failure });
        onErrorRef.current?.(failure);
      },
    );
    return () => {
      live = false;
      host.current?.replaceChildren();
    };
  }, [src]);

  const classes = className ? `${styles.svg} ${className}` : styles.svg;
  if (state.status === 'error') {
    return (
      <span className={`${classes} ${styles.error}`} data-state="error">
        {state.failure === 'invalid' ? invalidSvgText : errorLoadingText}
      </span>
    );
  }
  const box = size === undefined ? undefined : { width: size, height: size };
  // React renders no children here: the effect owns this element's content.
  return title ? (
    <span
      ref={host}
      className={classes}
      style={box}
      data-state={state.status}
      role="img"
      aria-label={title}
    />
  ) : (
    <span ref={host} className={classes} style={box} data-state={state.status} aria-hidden="true" />
  );
}
