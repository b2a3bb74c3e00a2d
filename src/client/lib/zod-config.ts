// The Content-Security-Policy has no 'unsafe-eval'. Zod's JIT probes eval with `new Function`, which the browser
// reports as a CSP violation even though zod catches it; `jitless` skips the probe (parsing stays the same).
// Set through zod's shared global config, read when zod first loads, so zod itself stays out of the entry
// bundle (docs/public-site.md). e2e/security/csp.spec.ts fails if this stops working.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
