/** The longest file name a card shows whole; a longer one is cut and ends with “…”. */
const longestName = 60;

/** What a file card says: the file's name (whole characters only, cut when long) over its size. */
export function fileCardLabel(name: string, size: string): string {
  // By code points, so a cut never splits an emoji or another character outside the BMP in two.
  const characters = Array.from(name);
  const shown = characters.length > longestName ? `${characters.slice(0, longestName - 3).join('')}…` : name;
  return `${shown}\n${size}`;
}

/** How long a card waits for its font before it is placed anyway (measured in whatever font there is). */
const fontWait = 3000;

/**
 * Resolves once `font` can draw `text`, or after a few seconds, or when the font cannot be loaded.
 * The canvas measures a label once, when the card is made, and keeps that width: measured in the
 * fallback font while the board's own font is still unloaded (a board with no text yet), the label
 * was kept too narrow, and the canvas cut off its last characters once the wider font arrived.
 */
export async function fontReady(fonts: Pick<FontFaceSet, 'load'>, font: string, text: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, fontWait);
  });
  const loaded = fonts.load(font, text).then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([loaded, late]);
  clearTimeout(timer);
}
