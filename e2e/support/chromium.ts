/** Debian's chromium (Playwright never downloads a browser here), headless, quiet, first run skipped. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // V8 without its optimising compilers (Maglev, TurboFan): a journey's pages live for seconds, too
  // short for optimised code to repay compiling it, and Chromium is most of the suite's CPU. The same
  // 58 journeys on the idle 2-core machine: 304 and 322 CPU-s before, 278 and 274 after (wall 165 and
  // 172 s, then 151 and 150 s). JavaScript behaves the same in every tier; the benches keep the defaults.
  '--js-flags=--no-opt --no-maglev',
];
