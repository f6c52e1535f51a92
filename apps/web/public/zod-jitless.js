// A classic script, so it runs before the app's modules and so before zod loads: zod reads this object
// when it loads, and would otherwise probe `new Function` on its first parse, which the
// Content-Security-Policy (no 'unsafe-eval') refuses and Chromium reports as a violation.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
