// Excalidraw fetches its fonts from `window.EXCALIDRAW_ASSET_PATH` (a public CDN when unset, which the
// app's Content-Security-Policy refuses): the build copies them to /excalidraw/fonts/ (vite.config.ts,
// excalidrawFonts). Imported before Excalidraw itself.
declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string;
  }
}

window.EXCALIDRAW_ASSET_PATH = '/excalidraw/';

export {};
