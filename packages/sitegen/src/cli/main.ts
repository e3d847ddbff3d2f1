#!/usr/bin/env node
// React's production build renders pages several times faster than its development build,
// which only adds warnings; it must be chosen before React is first imported.
process.env.NODE_ENV ??= 'production';
const { enableCompileCache } = await import('../workers/compileCache.js');
enableCompileCache();
const { runCli } = await import('./runCli.js');
await runCli(process.argv, process.env);
