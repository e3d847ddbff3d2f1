import type { JSONOutput } from 'typedoc';

/** What every converter needs: reflection ids of documented things → their symbol paths ('GSwap.swap'). */
export interface ConvertContext {
  symbolPaths: Map<number, string>;
  packageName: string;
  /** the package's own site, against which site-relative links in its comments resolve (no trailing slash) */
  packageDocsUrl?: string;
}

export function targetPath(
  context: ConvertContext,
  target: number | string | JSONOutput.ReflectionSymbolId | undefined,
): string | undefined {
  return typeof target === 'number' ? context.symbolPaths.get(target) : undefined;
}
