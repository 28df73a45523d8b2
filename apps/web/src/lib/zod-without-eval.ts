/**
 * Zod compiles its object parsers with `new Function` when the page allows it, and finds out by trying.
 * Our Content-Security-Policy (`script-src 'self'`, plugins/security.ts) forbids it, and the browser
 * reports even that caught attempt as a policy violation (DevTools issues; Lighthouse's best practices).
 * Zod's `jitless` setting skips the attempt. It is set on zod's global config object, which zod itself
 * keeps on globalThis, so that the entry does not have to load zod: zod arrives later, with the forms.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
