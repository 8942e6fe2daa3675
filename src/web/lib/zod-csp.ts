// zod compiles object parsers with `new Function` after probing once whether it may; under the site's
// Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as a violation. This
// is the setting `z.config({ jitless: true })` writes, set before zod loads (zod reads this global)
// so pages that never parse do not load zod for it.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
