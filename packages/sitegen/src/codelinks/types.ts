/** Where an identifier in code links to. */
export interface CodeTarget {
  /** the symbol path: 'GSwap', 'Quoting.quoteExactInput' */
  symbol: string;
  /** final href, base path and anchor included */
  href: string;
  /** the one-line signature shown on hover */
  signature?: string;
}

export interface CodeMemberTarget extends CodeTarget {
  /** a method gives `type` when called; a property, accessor or enum member when read */
  isMethod: boolean;
  /** the documented export its value is, or its call returns (`Promise` unwrapped) */
  type?: string;
  /** the value is an array of `type` */
  isArray?: boolean;
}

/** What code linking knows of the API: documented exports and their members. */
export interface CodeSymbols {
  exportOf(name: string): CodeTarget | undefined;
  /** `isStatic`: reached through the export itself (`GSwap.events`, `FEE_TIER.X`), not an instance */
  memberOf(owner: string, name: string, isStatic: boolean): CodeMemberTarget | undefined;
}

/** An identifier of the code (`start`..`end`) that links to `target`. */
export interface CodeLinkRange {
  start: number;
  end: number;
  target: CodeTarget;
}

/** The names of one code block's text that link, and where to: how the block was resolved (checked, or by its imports). */
export type BlockLinker = (code: string) => CodeLinkRange[];
