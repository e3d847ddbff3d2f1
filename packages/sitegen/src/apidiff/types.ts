import type { ApiChangeKind, ApiChangeRule } from './rules.js';

/** One difference between two versions of an API, classed by its rule (rules.ts). */
export interface ApiDifference {
  rule: ApiChangeRule;
  change: ApiChangeKind;
  breaking: boolean;
  /** the symbol path it is on, as the reference names it: 'Options', 'Options.timeout', 'core.parse' */
  path: string;
  /** what changed, in a sentence starting in lower case: "parameter `options` became required" */
  message: string;
  /** the old and new written forms, where there are two to show */
  before?: string;
  after?: string;
}
