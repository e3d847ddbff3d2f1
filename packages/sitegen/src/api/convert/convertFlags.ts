import type { JSONOutput } from 'typedoc';
import type { ApiFlags } from '../model.js';

const FLAG_NAMES = ['isOptional', 'isReadonly', 'isStatic', 'isProtected', 'isPrivate', 'isAbstract', 'isRest', 'isConst'] as const;

/** Only the flags a reader needs; TypeDoc's isExternal/isInherited are bookkeeping. */
export function convertFlags(flags: JSONOutput.ReflectionFlags): ApiFlags {
  const result: ApiFlags = {};
  for (const name of FLAG_NAMES) if (flags[name]) result[name] = true;
  return result;
}

/** TypeDoc writes '...' for defaults it cannot show (declaration files carry no initialisers). */
export function usefulDefault(value: string | undefined): string | undefined {
  return value === undefined || value === '...' ? undefined : value;
}
