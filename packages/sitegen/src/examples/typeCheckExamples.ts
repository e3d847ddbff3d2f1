import path from 'node:path';
import type TypeScript from 'typescript';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { SitegenError } from '../errors/SitegenError.js';
import { loadTypeScript } from '../load/loadTypeScript.js';
import type { Example } from './collectExamples.js';
import { documentedExports } from './exampleReferences.js';
import { type ExampleTypeInfo, exampleTypeInfo } from './exampleTypeInfo.js';

/** What a type-check needs, as data a worker thread can be sent. */
export interface TypeCheckParams {
  examples: Example[];
  /** the site folder: examples import packages as a module there would */
  siteDir: string;
  /** a module whose exports every example can use without importing them (a configured client...) */
  prelude?: { file: string; code: string };
  /** the declaration files of the documented packages' entry points: the names that resolve to their exports link to the reference */
  documented?: string[];
}

/** What a type-check found, and the files it read besides the examples (its cache is valid while they are unchanged). */
export interface TypeCheckResult {
  diagnostics: Diagnostic[];
  /** hover types and query answers of each example, in the order of the examples */
  typeInfo: ExampleTypeInfo[];
  inputs: string[];
}

/**
 * As tsconfig.json writes them (hashed into the cache key). The module settings are a
 * reader's bundler or runtime: ES modules (top-level await), package `exports`.
 */
export const COMPILER_OPTIONS = {
  target: 'es2022',
  module: 'preserve',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  allowJs: true,
  checkJs: false,
} as const;

/** A module of the program: an example, with an import of the prelude's exports after it. */
interface ExampleModule {
  example: Example;
  fileName: string;
  source: string;
}

/**
 * Type-checks the examples in one TypeScript program, each a module of its own (so top-level
 * await works), as code beside the site's config importing the documented package would be.
 * A failing line is reported at its line in the Markdown.
 */
export async function typeCheckExamples(params: TypeCheckParams): Promise<TypeCheckResult> {
  const ts = loadTypeScript(params.siteDir, typeScriptMissing);
  const preludeNames = params.prelude === undefined ? [] : exportedNames(ts, params.prelude.code);
  const modules = params.examples.map((example, index) => moduleOf(example, index, params, preludeNames, ts));
  const { options } = ts.convertCompilerOptionsFromJson(COMPILER_OPTIONS, params.siteDir);
  const virtual = new Map(modules.map((module) => [module.fileName, module]));
  // a language service, not a bare program: the hover texts come from the program it checked
  const documented = params.documented ?? [];
  const service = ts.createLanguageService(serviceHost(ts, options, params.siteDir, virtual, documented), ts.createDocumentRegistry());
  const program = service.getProgram();
  if (program === undefined) throw new Error('TypeScript made no program of the examples');
  const diagnostics = ts.getPreEmitDiagnostics(program).flatMap((diagnostic) => toDiagnostic(ts, diagnostic, virtual, params));
  const exports = documentedExports(ts, program, documented);
  const typeInfo = modules.map((module) => exampleTypeInfo(ts, service, module.fileName, module.example.code, exports));
  const inputs = program
    .getSourceFiles()
    .map((file) => file.fileName)
    .filter((file) => !virtual.has(file));
  return {
    diagnostics: [...diagnostics, ...typeInfo.flatMap((info, index) => unansweredQueries(info, params.examples[index]))],
    typeInfo,
    inputs,
  };
}

/**
 * The examples as the language service's files, the rest read from disk; nothing changes while
 * it lives. The documented entry points are roots too: their exports are known even when no
 * example imports them.
 */
function serviceHost(
  ts: typeof TypeScript,
  options: TypeScript.CompilerOptions,
  siteDir: string,
  virtual: Map<string, ExampleModule>,
  documented: readonly string[],
): TypeScript.LanguageServiceHost {
  return {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...virtual.keys(), ...documented],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const source = virtual.get(file)?.source ?? ts.sys.readFile(file);
      return source === undefined ? undefined : ts.ScriptSnapshot.fromString(source);
    },
    getCurrentDirectory: () => siteDir,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: (file) => virtual.has(file) || ts.sys.fileExists(file),
    readFile: (file) => virtual.get(file)?.source ?? ts.sys.readFile(file),
    readDirectory: (...args) => ts.sys.readDirectory(...args),
    directoryExists: (directory) => ts.sys.directoryExists(directory),
    getDirectories: (directory) => ts.sys.getDirectories(directory),
    realpath: (file) => ts.sys.realpath?.(file) ?? file,
    useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
  };
}

/** A `// ^?` whose caret points at nothing with a type: said, not shown as an empty answer. */
function unansweredQueries(info: ExampleTypeInfo, example: Example | undefined): Diagnostic[] {
  if (example === undefined) return [];
  return info.queries
    .filter((query) => query.text === undefined)
    .map((query) => ({
      severity: 'warning' as const,
      code: 'examples/empty-query' as const,
      message: 'this `// ^?` query points at nothing with a type',
      location: { file: example.file, line: example.line + info.setupLines + query.line, column: query.column + 1 },
      hint: 'Put the caret (^) under a name on the line above the query.',
    }));
}

function toDiagnostic(
  ts: typeof TypeScript,
  diagnostic: TypeScript.Diagnostic,
  modules: Map<string, ExampleModule>,
  params: TypeCheckParams,
): Diagnostic[] {
  const text = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  const where =
    diagnostic.file === undefined || diagnostic.start === undefined
      ? undefined
      : diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  const module = diagnostic.file === undefined ? undefined : modules.get(diagnostic.file.fileName);
  const problem = (location: Diagnostic['location'], message = text): Diagnostic[] => [
    { severity: 'warning', code: 'examples/type-error', message, ...(location === undefined ? {} : { location }), hint: HINT },
  ];
  if (where !== undefined && module !== undefined) {
    return problem({ file: module.example.file, line: module.example.line + where.line, column: where.character + 1 });
  }
  if (where !== undefined && params.prelude !== undefined && diagnostic.file?.fileName === params.prelude.file) {
    return problem({ file: params.prelude.file, line: where.line + 1, column: where.character + 1 });
  }
  // the site's setup (its types, a package's declarations): reported once, not per example
  return problem(undefined, `the examples do not compile: ${text}`);
}

const HINT =
  "Fix the example (it no longer matches the package's types), give it the setup it needs above a `// ---cut---` line, or mark the block `nocheck` if it is not meant to compile.";

function moduleOf(example: Example, index: number, params: TypeCheckParams, preludeNames: string[], ts: typeof TypeScript): ExampleModule {
  // beside the config, so imports resolve from the site's node_modules
  const fileName = path.join(params.siteDir, '.sitegen-examples', `example-${index}.${example.kind}`);
  const own = declaredNames(ts, example.code);
  const used = preludeNames.filter((name) => !own.has(name));
  const preludeImport =
    params.prelude === undefined || used.length === 0
      ? ''
      : `import { ${used.join(', ')} } from ${JSON.stringify(path.relative(path.dirname(fileName), params.prelude.file).replace(/\.[cm]?tsx?$/, ''))};\n`;
  // imports are hoisted: the prelude's comes after the code, so the code keeps its lines;
  // every example is a module of its own, even one that neither imports nor exports
  return { example, fileName, source: `${example.code}\n${preludeImport}export {};\n` };
}

/** The names a module exports, as `export const a`, `export function f`, `export { b }`... */
function exportedNames(ts: typeof TypeScript, code: string): string[] {
  const file = ts.createSourceFile('prelude.ts', code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const names: string[] = [];
  for (const statement of file.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isExportDeclaration(statement) && statement.exportClause !== undefined && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    } else if (exported) names.push(...namesOf(ts, statement));
  }
  return names;
}

/** The names a module declares at its top level (imports included): the prelude's must not clash with them. */
function declaredNames(ts: typeof TypeScript, code: string): Set<string> {
  const file = ts.createSourceFile('example.tsx', code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TSX);
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name !== undefined) names.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings !== undefined && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
      if (bindings !== undefined && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
    } else for (const name of namesOf(ts, statement)) names.add(name);
  }
  return names;
}

function namesOf(ts: typeof TypeScript, statement: TypeScript.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  }
  const named = statement as { name?: TypeScript.Node };
  return named.name !== undefined && ts.isIdentifier(named.name) ? [named.name.text] : [];
}

function typeScriptMissing(): SitegenError {
  return new SitegenError({
    code: 'examples/typescript-missing',
    message: 'checking the examples needs TypeScript, which is not installed',
    hint: 'Install it beside the site (npm install --save-dev typescript), or turn the check off with markdown.checkExamples: false.',
  });
}
