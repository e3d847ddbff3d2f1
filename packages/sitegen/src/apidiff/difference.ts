import { API_CHANGE_RULES, type ApiChangeRule } from './rules.js';
import type { ApiDifference } from './types.js';

/** A difference classed by its rule. */
export function difference(
  rule: ApiChangeRule,
  path: string,
  message: string,
  forms: { before?: string; after?: string } = {},
): ApiDifference {
  const { change, breaking } = API_CHANGE_RULES[rule];
  return { rule, change, breaking, path, message, ...forms };
}

/** `name` as code in a message. */
export const code = (text: string): string => `\`${text}\``;
