#!/usr/bin/env node
// React's production build renders pages several times faster than its development build,
// which only adds warnings; it must be chosen before React is first imported.
process.env.NODE_ENV ??= 'production';
// the site's modules (config, plugins, pages) run bundled with source maps: errors thrown in
// them name the author's file and line, not the bundle's
process.setSourceMapsEnabled(true);
const { runCli } = await import('./runCli.js');
await runCli(process.argv, process.env);
