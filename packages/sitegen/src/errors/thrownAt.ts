import { mapStackFrame } from './siteModuleMaps.js';

/** The first stack frame of an error ('at remarkX (/site/plugins/x.ts:3:9)'): where a plugin's code threw, in its author's file. */
export function thrownAt(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const frame = error.stack
    ?.split('\n')
    .find((line) => line.trimStart().startsWith('at '))
    ?.trim();
  return frame === undefined ? undefined : mapStackFrame(frame);
}
