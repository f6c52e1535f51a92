import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The seed's message when a route's code cannot be fetched, and how long to wait before giving up. */
export const CHUNK_LOAD_ERROR = 'Loading chunk failed';
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(cause?: unknown) {
    super(CHUNK_LOAD_ERROR, { cause });
  }
}

/** Resolves with the loaded module, or rejects with ChunkLoadError on failure or after the time-out. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (mod) => {
        clearTimeout(timer);
        resolve(mod);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

type PageModule = Record<string, ComponentType | unknown>;

/** A route's `lazy`: loads one page module and picks its named export. */
export function lazyPage(load: () => Promise<PageModule>, exportName: string): RouteObject['lazy'] {
  return async () => {
    const mod = await loadChunk(load);
    const Component = mod[exportName];
    if (typeof Component !== 'function') throw new Error(`Page module has no export ${exportName}`);
    return { Component: Component as ComponentType };
  };
}
