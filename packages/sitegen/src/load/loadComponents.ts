import { existsSync } from 'node:fs';
import { SitegenError, type SourceLocation } from '../errors/SitegenError.js';
import { closeNames } from '../errors/suggestClosest.js';
import type { Theme } from '../view/theme.js';
import { type ImportFailure, importTypeScriptModule } from './importTypeScript.js';
import type { LoadedTheme } from './loadTheme.js';
import { themeModules } from './themeModules.js';

/**
 * The theme with the site's components (the config's `components`) in place of its own:
 * every name checked against the theme's list, every module found, imported and its
 * default export handed to the theme. Without `components`, the theme as it is.
 */
export async function loadComponents(
  loaded: LoadedTheme,
  components: Readonly<Record<string, string>>,
  configFile: string,
): Promise<LoadedTheme> {
  if (Object.keys(components).length === 0) return loaded;
  const namedIn = { file: configFile };
  for (const [name, file] of Object.entries(components)) {
    checkName(name, loaded.theme, namedIn);
    if (!existsSync(file)) {
      throw new SitegenError({
        code: 'config/component-not-found',
        message: `components.${name}: ${file} does not exist`,
        hint: 'The path is relative to the folder of the config file; its default export is the component.',
        location: namedIn,
      });
    }
  }
  const { theme, inputs } = await replaceComponents(loaded.theme, components);
  return { ...loaded, theme, components, componentInputs: inputs };
}

/**
 * `theme` rendering the site's components, each imported from its file (render workers call
 * this with the names already checked), and the files they were compiled from.
 */
export async function replaceComponents(
  theme: Theme,
  components: Readonly<Record<string, string>>,
): Promise<{ theme: Theme; inputs: string[] }> {
  const imported = await Promise.all(
    Object.entries(components).map(([name, file]) => importComponent(name, file, theme.assets.packageDir)),
  );
  const replacements = Object.fromEntries(imported.map(({ name, component }) => [name, component]));
  const replaced = await theme.withComponents?.(replacements);
  // loadComponents checked it first; a render worker loads the same theme
  if (replaced === undefined) throw new Error('the theme has no withComponents');
  return { theme: replaced, inputs: [...new Set(imported.flatMap((entry) => entry.inputs))] };
}

function checkName(name: string, theme: Theme, namedIn: SourceLocation): void {
  const names = theme.withComponents === undefined ? [] : (theme.components ?? []);
  if (names.includes(name)) return;
  const [closest] = closeNames(name, names, 1);
  throw new SitegenError({
    code: 'config/unknown-component',
    message:
      names.length === 0
        ? `components.${name}: the theme lets no component be replaced`
        : `components.${name}: the theme has no component '${name}' to replace${closest === undefined ? '' : ` (did you mean '${closest}'?)`}`,
    hint:
      names.length === 0
        ? 'Remove `components`, or use a theme that publishes its components (such as @sitegen/theme).'
        : `The components it lets a site replace: ${names.join(', ')}.`,
    location: namedIn,
  });
}

const IMPORT_HINTS: Readonly<Record<ImportFailure, string>> = {
  compile: 'Fix the syntax error in the component.',
  resolve: "Check the import's path: relative imports are resolved from the component's folder; packages must be installed in the site.",
  load: 'Check the imports and top-level code of the component.',
};

interface ImportedComponent {
  name: string;
  component: (props: unknown) => unknown;
  inputs: string[];
}

async function importComponent(name: string, file: string, themeDir: string): Promise<ImportedComponent> {
  const { exports, files: inputs } = await importTypeScriptModule({
    file,
    plugins: [themeModules(themeDir)],
    jsx: true,
    toError: ({ failure, message, line, column, cause }) =>
      new SitegenError({
        code: 'config/component-invalid',
        message: `the component '${name}' ${failure === 'load' ? 'threw while loading' : 'does not compile'}: ${message}`,
        hint: IMPORT_HINTS[failure],
        location: { file, line, column },
        cause,
      }),
  });
  const component = exports.default;
  if (typeof component !== 'function') {
    throw new SitegenError({
      code: 'config/component-invalid',
      message: `the component '${name}' is not the default export of its module (found ${component === undefined ? 'none' : typeof component})`,
      hint: `Export a function component as default: \`export default function ${name}(props) { … }\`; the original is exported by @sitegen/theme/components.`,
      location: { file },
    });
  }
  return { name, component: namingFailures(name, file, component as (props: unknown) => unknown), inputs };
}

/**
 * The component, calling the site's function itself so that an exception it throws while
 * rendering names its file (what it renders of the theme's own fails as the theme's).
 */
function namingFailures(name: string, file: string, component: (props: unknown) => unknown): (props: unknown) => unknown {
  const named = (props: unknown): unknown => {
    try {
      return component(props);
    } catch (cause) {
      throw new SitegenError({
        code: 'render/component',
        message: `the component '${name}' threw: ${cause instanceof Error ? cause.message : String(cause)}`,
        location: { file },
        cause,
      });
    }
  };
  // React names it in its warnings by the site's own name
  Object.defineProperty(named, 'name', { value: component.name || name });
  return named;
}
