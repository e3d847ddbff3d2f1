import type { JSONOutput } from 'typedoc';

/** What every converter needs: reflection ids of documented things → their symbol paths ('GSwap.swap'). */
export interface ConvertContext {
  symbolPaths: Map<number, string>;
  packageName: string;
  /** the package's own site, against which site-relative links in its comments resolve (no trailing slash) */
  packageDocsUrl?: string;
  /**
   * several entry points: every symbol path of the package. TypeDoc resolves a `{@link}`
   * within the module of the comment only; one naming another module's export resolves here.
   */
  crossModulePaths?: Set<string>;
}

export function targetPath(
  context: ConvertContext,
  target: number | string | JSONOutput.ReflectionSymbolId | undefined,
): string | undefined {
  return typeof target === 'number' ? context.symbolPaths.get(target) : undefined;
}
