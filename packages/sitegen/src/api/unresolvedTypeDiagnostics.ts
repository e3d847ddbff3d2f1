import path from 'node:path';
import type { Diagnostic, Severity } from '../errors/Diagnostic.js';
import type { UnresolvedType } from './findUnresolvedTypes.js';
import { isNodeModule } from './resolvePackageTypes.js';

const SHOWN = 3;

/** 'Fraction.constructor(numerator), Fraction.add(other), … (41 places)' */
function places(shownIn: string[]): string {
  const named = shownIn.slice(0, SHOWN).join(', ');
  return shownIn.length <= SHOWN ? named : `${named}, … (${shownIn.length} places)`;
}

/** 'jsbi' → 'jsbi'; '@types/node/fs' → '@types/node'; './x' stays as it is */
function packageOf(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

function moduleHint(specifier: string): string {
  if (specifier.startsWith('.')) {
    return 'The package refers to a file it does not ship: report it to its authors, or exclude the declarations that use it (api.exclude).';
  }
  if (isNodeModule(specifier)) {
    return `'${specifier}' is a module of Node: install Node's types beside the site (npm install -D @types/node).`;
  }
  const pkg = packageOf(specifier);
  return `Install ${pkg} where the declarations can see it: as a dependency of the site (npm install -D ${pkg}), or of the package (it may be a peer dependency it expects you to install).`;
}

function describe(type: UnresolvedType): Pick<Diagnostic, 'message' | 'hint'> {
  const shown = `so the reference shows any (or a name that leads nowhere) in ${places(type.shownIn)}`;
  if (type.kind === 'module') {
    return {
      message: `TypeScript cannot find the module '${type.name}' that the declarations import, ${shown}.`,
      hint: moduleHint(type.name),
    };
  }
  if (type.kind === 'name') {
    return {
      message: `TypeScript cannot resolve the type ${type.name}: nothing installed declares it, ${shown}.`,
      hint: `${type.name} is a global the declarations expect from another package: install the one that declares it (for Node's Buffer, NodeJS.* and EventEmitter: npm install -D @types/node).`,
    };
  }
  return {
    message: `${type.name} shows as any, which its declaration does not write: TypeScript inferred it.`,
    hint: 'Open the declaration in an editor with the package installed to see why; if the package is yours, write the type out.',
  };
}

/**
 * The types the reference shows as `any` without the declarations saying so, each cause
 * once, at the declaration that writes it. A warning: the reference is built, but a reader
 * would be told a parameter is `any`; `--strict-links` and `sitegen api --check` make it an error.
 */
export function unresolvedTypeDiagnostics(types: readonly UnresolvedType[], siteDir: string, severity: Severity = 'warning'): Diagnostic[] {
  return types.map((type) => ({
    severity,
    code: 'api/unresolved-type',
    ...describe(type),
    location: { file: path.resolve(siteDir, type.file), line: type.line },
  }));
}
