import module from 'node:module';

/**
 * V8's code cache on disk for the modules this thread loads next (Node ≥ 22.1; Node 20 has
 * no such call and compiles as before): a worker's start-up is mostly compiling unified,
 * Shiki and React, the same code on every build. Called before those modules are imported.
 */
export function enableCompileCache(): void {
  if ('enableCompileCache' in module && typeof module.enableCompileCache === 'function') module.enableCompileCache();
}
