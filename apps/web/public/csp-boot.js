// Runs before the app's modules (a plain script, from our own origin, so the Content-Security-Policy allows it).
// zod probes `new Function` the first time a schema is defined, to compile fast parsers; our policy forbids
// eval, and the probe alone is reported as a violation. Setting zod's global config before zod loads skips it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
