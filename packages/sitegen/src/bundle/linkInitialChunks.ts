import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { contentHash } from './contentHash.js';

/** An output of the client bundle: its file name under `assets/` and its code. */
export interface ChunkFile {
  name: string;
  text: string;
  lazy: boolean;
}

export interface LinkInitialChunksParams {
  /** every output of the split build, the entry's chunk among them */
  files: ChunkFile[];
  /** the entry's output file name: 'main-MCV5GE2M.js' */
  entry: string;
  /** the split build's metafile, for what each output exports */
  metafile: Metafile;
  /** as the split build was given */
  target: string;
}

/** Stands for the entry's new name in the lazy chunks while the names are hashed; never in minified code. */
const ENTRY_TOKEN = '__sitegen_entry__.js';

/**
 * esbuild moves the code an entry shares with its lazy chunks (Preact, under the search
 * modal) into a chunk of its own that the entry imports: a first visit then loads two files
 * one after the other (the second is found only once the first is parsed), and gzip cannot
 * use one as the dictionary of the other (gSwap: 15,134 B in two files, 14,418 B as one).
 * This links the chunks the entry imports statically into the entry, which re-exports what
 * they exported, and points the lazy chunks at the entry instead, as Rollup does. The code
 * is the same; it is only linked into fewer files. Left as esbuild split it when two of the
 * linked files export the same name.
 */
export async function linkInitialChunks(params: LinkInitialChunksParams): Promise<ChunkFile[]> {
  const { files, entry } = params;
  const exportsOf = (name: string): string[] =>
    Object.entries(params.metafile.outputs).find(([output]) => path.basename(output) === name)?.[1].exports ?? [];
  const initial = files.filter((file) => !file.lazy && file.name !== entry);
  if (initial.length === 0) return files;
  // chunks exporting the same (minified) name are re-exported under names of their own, which
  // the lazy chunks then import (a versioned site's islands: both chunks export `b`)
  const exported = [entry, ...initial.map((file) => file.name)].flatMap(exportsOf);
  const collide = new Set(exported).size !== exported.length;
  const aliasOf = (chunk: number, name: string): string => (collide ? `__sg${chunk}_${name}` : name);

  const byName = new Map(files.map((file) => [file.name, file]));
  const linked = new Set([entry, ...initial.map((file) => file.name)]);
  const reexports = initial.map(
    (file, chunk) =>
      `export { ${exportsOf(file.name)
        .map((name) => `${name} as ${aliasOf(chunk, name)}`)
        .join(', ')} } from './${file.name}';`,
  );
  const memory: Plugin = {
    name: 'sitegen-chunks',
    setup(build) {
      // the linked files come from memory; the lazy chunks stay imports, as they were written
      build.onResolve({ filter: /^\.\// }, (args) =>
        linked.has(args.path.slice(2)) ? { path: args.path.slice(2), namespace: 'sitegen-chunks' } : { path: args.path, external: true },
      );
      build.onLoad({ filter: /.*/, namespace: 'sitegen-chunks' }, (args) => ({
        contents: byName.get(args.path)?.text ?? '',
        loader: 'js',
      }));
    },
  };
  const result = await build({
    stdin: { contents: [`export * from './${entry}';`, ...reexports].join('\n'), loader: 'js', resolveDir: '/' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: params.target,
    write: false,
    logLevel: 'silent',
    plugins: [memory],
  });
  const entryText = result.outputFiles[0]?.text;
  if (entryText === undefined) throw new Error('esbuild wrote no file when linking the client entry');

  // the lazy chunks that imported a linked chunk now import the entry
  const lazy = files
    .filter((file) => file.lazy)
    .map((file) => ({
      ...file,
      text: initial.reduce(
        (text, chunk, index) =>
          (collide ? importAliased(text, chunk.name, (name) => aliasOf(index, name)) : text).replaceAll(
            `"./${chunk.name}"`,
            `"./${ENTRY_TOKEN}"`,
          ),
        file.text,
      ),
    }));
  // an import of a linked chunk in another form would keep the names it no longer has: left as split
  const plainImports = (text: string, chunk: string): boolean => {
    const all = text.split(`"./${chunk}"`).length - 1;
    const named = text.match(new RegExp(`import\\{[^}]*\\}from"\\./${escapeRegExp(chunk)}"`, 'g'))?.length ?? 0;
    const bare = text.split(`import"./${chunk}"`).length - 1;
    return all === named + bare;
  };
  if (collide && files.some((file) => file.lazy && initial.some((chunk) => !plainImports(file.text, chunk.name)))) return files;
  // renamed: those, and (to a fixpoint) every lazy chunk naming a renamed one
  const renamed = new Set(lazy.filter((file) => file.text !== byName.get(file.name)?.text).map((file) => file.name));
  for (let grown = true; grown; ) {
    grown = false;
    for (const file of lazy) {
      if (renamed.has(file.name) || ![...renamed].some((name) => file.text.includes(`"./${name}"`))) continue;
      renamed.add(file.name);
      grown = true;
    }
  }
  // the entry and the lazy chunks name each other: one hash of all their code names them all
  const group = contentHash(
    [entryText, ...lazy.filter((file) => renamed.has(file.name)).map((file) => `${file.name}\n${file.text}`)].join('\n'),
  );
  const names = new Map<string, string>([[ENTRY_TOKEN, `${stem(entry)}-${group}.js`]]);
  for (const name of renamed) names.set(name, `${stem(name)}-${contentHash(`${group}\n${name}`)}.js`);
  const rename = (text: string): string =>
    [...names].reduce((renamedText, [from, to]) => renamedText.replaceAll(`"./${from}"`, `"./${to}"`), text);
  return [
    { name: names.get(ENTRY_TOKEN) ?? entry, text: rename(entryText), lazy: false },
    ...lazy.map((file) => ({ name: names.get(file.name) ?? file.name, text: rename(file.text), lazy: true })),
  ];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `import{b as H,c}from"./chunk.js"` with each imported name aliased: `import{__sg0_b as H,__sg0_c as c}from"./chunk.js"`. */
function importAliased(text: string, chunk: string, alias: (name: string) => string): string {
  return text.replace(new RegExp(`import\\{([^}]*)\\}from"\\./${escapeRegExp(chunk)}"`, 'g'), (_whole, specifiers: string) => {
    const named = specifiers.split(',').map((specifier) => {
      const [name = '', local = name] = specifier.trim().split(/\s+as\s+/);
      return `${alias(name)} as ${local}`;
    });
    return `import{${named.join(',')}}from"./${chunk}"`;
  });
}

/** 'SearchModal-YCBMAF7J.js' → 'SearchModal' */
function stem(name: string): string {
  return name.replace(/-[^-]+\.js$/, '');
}
