/** How close to the canvas's edge (CSS pixels) a drag starts scrolling it, and the top speed (px/frame). */
export const edgeMargin = 32;
export const edgeTopSpeed = 16;

type Rect = { left: number; top: number; right: number; bottom: number };

/**
 * How far to scroll the view this frame for a pointer dragging near the canvas's edge: faster the
 * deeper into the margin (or past the edge); zero away from the edges.
 */
export function edgeVelocity(x: number, y: number, rect: Rect): { dx: number; dy: number } {
  const axis = (at: number, low: number, high: number) => {
    if (at < low + edgeMargin) return -Math.min(1, (low + edgeMargin - at) / edgeMargin) * edgeTopSpeed;
    if (at > high - edgeMargin) return Math.min(1, (at - (high - edgeMargin)) / edgeMargin) * edgeTopSpeed;
    return 0;
  };
  return { dx: axis(x, rect.left, rect.right), dy: axis(y, rect.top, rect.bottom) };
}

type View = { scrollX: number; scrollY: number; zoom: number };

/**
 * Scrolls the canvas while a drag (drawing, moving, selecting) holds the pointer near its edge, the way
 * whiteboards do: `view` reads the scroll, `scrollTo` sets it, and the drag is told the pointer moved
 * (a synthetic pointermove at the same place) so what is dragged follows. Answers the stop function.
 */
export function watchEdgeScroll(
  container: HTMLElement,
  view: () => View,
  scrollTo: (scrollX: number, scrollY: number) => void,
  enabled: () => boolean,
): () => void {
  let frame = 0;
  let last: PointerEvent | null = null;
  const tick = () => {
    frame = 0;
    if (!last || !enabled() || (last.buttons & 1) === 0) return;
    const { dx, dy } = edgeVelocity(last.clientX, last.clientY, container.getBoundingClientRect());
    if (dx === 0 && dy === 0) return;
    const { scrollX, scrollY, zoom } = view();
    // Excalidraw's scroll is the scene's offset: moving the view right lowers it.
    scrollTo(scrollX - dx / zoom, scrollY - dy / zoom);
    const { clientX, clientY, pointerId, pointerType, buttons } = last;
    window.dispatchEvent(
      new PointerEvent('pointermove', { clientX, clientY, pointerId, pointerType, buttons }),
    );
    frame = requestAnimationFrame(tick);
  };
  const onMove = (event: PointerEvent) => {
    if (!event.isTrusted) return;
    last = event;
    if (!frame) frame = requestAnimationFrame(tick);
  };
  const onUp = () => {
    last = null;
  };
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
  };
}
