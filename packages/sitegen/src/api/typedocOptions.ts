import type { TypeDocOptions } from 'typedoc';
import type { ApiConfigResolved } from './resolveEntryPoints.js';

/**
 * The TypeDoc options sitegen uses, as plain data: they are part of the cache key, so a
 * change here regenerates the JSON. Declarations inside node_modules have no tsconfig of
 * their own, hence explicit compiler options and no type checking (TypeDoc only reads
 * the declarations; their dependencies may be missing). The site's `@types` packages stay
 * visible: `import { EventEmitter } from 'events'` needs @types/node to name the type.
 */
export function typedocOptions(api: ApiConfigResolved): TypeDocOptions {
  return {
    exclude: api.exclude,
    excludeExternals: false,
    excludePrivate: true,
    excludeInternal: true,
    skipErrorChecking: true,
    disableSources: true,
    readme: 'none',
    sort: ['kind', 'instance-first', 'alphabetical-ignoring-documents'],
    compilerOptions: {
      target: 'es2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
  };
}
