/** Names for the canvas's own controls that Excalidraw leaves unnamed or names apart from their text. */
export type CanvasLabels = { mainMenu: string; resetZoom: string };

/**
 * Keeps two of Excalidraw's controls accessible while the canvas is open: its main-menu button has no
 * name, and the zoom button shows "100%" under the name "Reset zoom" (a name must contain the visible
 * text: it is named by its text, and "Reset zoom" becomes its description). Re-applied whenever the canvas redraws its controls; answers the stop function.
 */
export function labelCanvasControls(root: HTMLElement, labels: CanvasLabels): () => void {
  const apply = () => {
    const menu = root.querySelector<HTMLElement>('.main-menu-trigger');
    if (menu && menu.getAttribute('aria-label') !== labels.mainMenu)
      menu.setAttribute('aria-label', labels.mainMenu);
    // Named by what it shows (the zoom level); what it does is its description.
    for (const zoom of root.querySelectorAll<HTMLElement>('.reset-zoom-button')) {
      if (zoom.hasAttribute('aria-label')) zoom.removeAttribute('aria-label');
      if (zoom.title !== labels.resetZoom) zoom.title = labels.resetZoom;
    }
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
