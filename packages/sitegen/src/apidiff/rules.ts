/**
 * The rules that class each API difference as breaking or not, one per kind of difference:
 * the docs page reference/api-changes.md lists them with why (tests/api-diff.test.ts checks
 * that it names every one). "Breaking" means code that compiled against the old API may not
 * compile, or may behave differently, against the new one.
 */

/** How a difference reads in a report: grouped under these headings, in this order. */
export type ApiChangeKind = 'removed' | 'renamed' | 'changed' | 'added' | 'deprecated';

export interface ApiChangeRuleInfo {
  change: ApiChangeKind;
  breaking: boolean;
}

export const API_CHANGE_RULES = {
  'export-added': { change: 'added', breaking: false },
  'export-removed': { change: 'removed', breaking: true },
  'export-renamed': { change: 'renamed', breaking: true },
  'export-deprecated': { change: 'deprecated', breaking: false },
  'kind-changed': { change: 'changed', breaking: true },
  'member-added': { change: 'added', breaking: false },
  'required-member-added': { change: 'added', breaking: true },
  'member-removed': { change: 'removed', breaking: true },
  'member-renamed': { change: 'renamed', breaking: true },
  'member-deprecated': { change: 'deprecated', breaking: false },
  'overload-added': { change: 'added', breaking: false },
  'overload-removed': { change: 'removed', breaking: true },
  'parameter-added-optional': { change: 'changed', breaking: false },
  'parameter-added-required': { change: 'changed', breaking: true },
  'parameter-removed': { change: 'changed', breaking: true },
  'parameter-made-required': { change: 'changed', breaking: true },
  'parameter-made-optional': { change: 'changed', breaking: false },
  'parameter-type-widened': { change: 'changed', breaking: false },
  'parameter-type-changed': { change: 'changed', breaking: true },
  'return-type-narrowed': { change: 'changed', breaking: false },
  'return-type-changed': { change: 'changed', breaking: true },
  'type-parameter-added-defaulted': { change: 'changed', breaking: false },
  'type-parameter-added-required': { change: 'changed', breaking: true },
  'type-parameter-removed': { change: 'changed', breaking: true },
  'type-parameter-constraint-widened': { change: 'changed', breaking: false },
  'type-parameter-constraint-changed': { change: 'changed', breaking: true },
  'type-parameter-default-changed': { change: 'changed', breaking: true },
  'property-type-changed': { change: 'changed', breaking: true },
  'readonly-property-type-narrowed': { change: 'changed', breaking: false },
  'property-made-required': { change: 'changed', breaking: true },
  'property-made-optional': { change: 'changed', breaking: false },
  'property-made-readonly': { change: 'changed', breaking: true },
  'type-alias-widened': { change: 'changed', breaking: false },
  'type-alias-changed': { change: 'changed', breaking: true },
  'variable-type-narrowed': { change: 'changed', breaking: false },
  'variable-type-changed': { change: 'changed', breaking: true },
  'enum-member-value-changed': { change: 'changed', breaking: true },
  'base-type-added': { change: 'changed', breaking: false },
  'base-type-removed': { change: 'changed', breaking: true },
} as const satisfies Record<string, ApiChangeRuleInfo>;

export type ApiChangeRule = keyof typeof API_CHANGE_RULES;

export const API_CHANGE_KINDS: readonly ApiChangeKind[] = ['removed', 'renamed', 'changed', 'added', 'deprecated'];
