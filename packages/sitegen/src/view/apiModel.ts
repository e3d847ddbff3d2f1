/**
 * The article of an API reference page, as data. The core plans and resolves it: every
 * href is final, every heading has its id and label (the TOC lists the same), every
 * signature is printed into tokens in the site highlighter's colours, every doc comment is
 * rendered to trusted HTML (`html` fields, like the Markdown stage's output), and the
 * code-link stage has linked the names in its code. A theme only lays it out, in its own
 * markup and words (the default theme leaves out a table's columns no row fills).
 */

/** CSS declarations by property, as the highlighter writes them (`--shiki-light` → `#CF222E`). */
export type ApiStyleView = Record<string, string>;

export interface ApiHeadingView {
  level: 2 | 3 | 4;
  /** a link target, listed in the TOC; sub-headings of members have none */
  id?: string;
  /** its text, also the direct link's label */
  label: string;
}

/** A link the code-link stage made from a name in code to its page: the symbol's signature is its title. */
export interface ApiCodeLinkView {
  href: string;
  title?: string;
}

/** Inline code (`<code>`) in the article's own markup, linked when it names a documented symbol. */
export interface ApiCodeSpanView {
  text: string;
  codeLink?: ApiCodeLinkView;
}

/**
 * A symbol named in the article's prose (`Inherited from Shape.area`): linked to its page
 * when the reference documents it, else shown as inline code, which the code-link stage may
 * still link.
 */
export interface ApiNameView extends ApiCodeSpanView {
  href?: string;
}

/** Linked text inside a code token: a type reference, or a name the code-link stage linked. */
export interface ApiCodeLinkPartView {
  text: string;
  href: string;
  /** a type of another package mapped by the config (`api.externalLinks`): it opens in a new tab */
  isExternal: boolean;
  /** made or marked by the code-link stage (`MARKDOWN_CLASSES.codeLink`), with the symbol's signature as its title */
  codeLink?: { title?: string };
}

/** One token of a printed signature, in its highlighter colour; parts of its text may be links. */
export interface ApiCodeTokenView {
  style?: ApiStyleView;
  parts: (string | ApiCodeLinkPartView)[];
  /**
   * a name the signature itself declares or refers to (a parameter, a property, a type
   * parameter): code linking leaves it alone, though an export may have the same name
   */
  local?: boolean;
}

/** A signature or declaration printed as a TypeScript block that looks like the site's highlighted code. */
export interface ApiCodeBlockView {
  /** the `<pre>` class and style the highlighter writes */
  preClassName: string;
  preStyle: ApiStyleView;
  /** the tokens of each line */
  lines: ApiCodeTokenView[][];
  /** a block of more lines than a screen shows, folded (`<details>`) under this summary: 'Declaration (70 lines)' */
  fold?: string;
}

/** `intrinsic`: built-in types (string, void); `keyword`: the language's words (new, readonly, keyof) */
export type ApiTypeTokenKind = 'keyword' | 'intrinsic' | 'punct' | 'name' | 'ref' | 'literal' | 'param';

export interface ApiTypeTokenView {
  text: string;
  kind: ApiTypeTokenKind;
  /** a `ref` to a documented type, or to another package's type the config maps (`isExternal`) */
  link?: { href: string; isExternal: boolean };
}

/** A type on one line (tables, short return types). */
export interface ApiTypeView {
  tokens: ApiTypeTokenView[];
}

/** A doc comment; the block tags shown elsewhere (parameters, returns, defaults) are left out. */
export interface ApiCommentView {
  /** `@deprecated`, shown first as a warning; `html` when the tag has text */
  deprecated?: { html?: string };
  summaryHtml?: string;
  /** `@remarks`, `@example`, `@see`, `@throws`... each under its title */
  blocks: { tag: string; title: string; html?: string }[];
}

/** A row of a parameters (or properties) table: a parameter, or a property of an options object ('options.exactIn'). */
export interface ApiParameterRowView {
  /** the row's anchor: a property of an object type alias, where code links its uses (`ky.create`) */
  id?: string;
  /** with `...` for a rest parameter and `?` when optional */
  name: ApiCodeSpanView;
  /** none for an options object whose properties follow as rows of their own */
  type?: ApiTypeView;
  defaultValue?: ApiCodeSpanView;
  descriptionHtml?: string;
}

export interface ApiTypeParameterRowView {
  /** with its modifier (`in`, `out`, `const`) */
  name: ApiCodeSpanView;
  constraint?: ApiTypeView;
  default?: ApiTypeView;
  descriptionHtml?: string;
}

export interface ApiTableSectionView<Row> {
  heading: ApiHeadingView;
  rows: Row[];
}

/** A long return type is printed over lines as a block, a short one inline. */
export type ApiReturnTypeView = { display: 'inline'; type: ApiTypeView } | { display: 'block'; code: ApiCodeBlockView };

/** One call, construct or accessor signature. */
export interface ApiSignatureView {
  code: ApiCodeBlockView;
  comment?: ApiCommentView;
  typeParameters?: ApiTableSectionView<ApiTypeParameterRowView>;
  parameters?: ApiTableSectionView<ApiParameterRowView>;
  returns?: {
    heading: ApiHeadingView;
    type: ApiReturnTypeView;
    /** the `@returns` text */
    descriptionsHtml: string[];
  };
}

/** 'Before' and 'After', over the old and new signatures of a change, in the locale's words. */
export interface BeforeAfterLabels {
  before: string;
  after: string;
}

/** A symbol's place in the docs versions' history: 'Added in 2.0', 'Changed in 3.0' (with what changed), 'Deprecated in 3.0'. */
export interface ApiVersionBadgeView {
  kind: 'added' | 'changed' | 'deprecated';
  label: string;
  /** a change: its sentence (code in backticks) and the old and new written forms */
  change?: { message: string; before?: string; after?: string; labels: BeforeAfterLabels };
}

/** One member of a class, interface or enumeration. */
export interface ApiMemberView {
  /** its name, with its stable anchor */
  heading: ApiHeadingView;
  /** static, protected, abstract, readonly, optional, deprecated */
  badges: string[];
  /** a site with several docs versions: when it was added, changed, deprecated */
  since?: ApiVersionBadgeView[];
  /** where it comes from: 'Inherited from', 'Overrides', 'Implementation of' */
  relations: { label: string; name: ApiNameView }[];
  /** a property or enumeration member: its declaration, shown before its comment */
  declaration?: ApiCodeBlockView;
  comment?: ApiCommentView;
  /** a method's overloads, a constructor's signatures, an accessor's getter and setter */
  signatures: ApiSignatureView[];
}

/** The page of one export; the layout shows its title ('Class: GSwap') as the h1. */
export interface ApiDeclarationArticleView {
  kind: 'declaration';
  declarationKind: 'class' | 'enum' | 'function' | 'interface' | 'typeAlias' | 'variable';
  /** a site with several docs versions: when the export was added, changed, deprecated */
  since?: ApiVersionBadgeView[];
  /** a type alias's or variable's declaration */
  declaration?: ApiCodeBlockView;
  /** `export { Original as Name }`: the page documents the same declaration under another name */
  alias?: { name: ApiCodeSpanView; original: ApiNameView };
  /** none on a function's page: its comment belongs to each signature */
  comment?: ApiCommentView;
  typeParameters?: ApiTableSectionView<ApiTypeParameterRowView>;
  /** the relations that have types: 'Extends', 'Implements', 'Extended by', 'Implemented by' */
  hierarchy?: { heading: ApiHeadingView; relations: { label: string; types: ApiTypeView[] }[] };
  /** a function's signatures, or an interface's call signatures; overloads each under a heading */
  signatures: { heading?: ApiHeadingView; signature: ApiSignatureView }[];
  /** index signatures */
  indexable?: { heading: ApiHeadingView; signatures: { code: ApiCodeBlockView; comment?: ApiCommentView }[] };
  /** the properties of an object type alias */
  properties?: ApiTableSectionView<ApiParameterRowView>;
  /** constructors, properties, accessors, methods, enumeration members */
  sections: { heading: ApiHeadingView; members: ApiMemberView[] }[];
}

/** One export in a table of exports. */
export interface ApiExportRowView {
  name: string;
  href: string;
  /** 'Class', 'Function', 'Type Alias'... */
  kindLabel: string;
  /** the first paragraph of its doc comment */
  summaryHtml?: string;
  /** without a comment: what members a class, interface or enumeration has */
  outline?: string;
}

/** A kind too large to list beside the others (viem's 1,011 type aliases): its page lists them. */
export interface ApiCategoryLinkView {
  /** 'Type Aliases' */
  label: string;
  href: string;
  count: number;
}

/** The reference's index page: the package README, then every export with its kind and summary. */
export interface ApiIndexArticleView {
  kind: 'index';
  readmeHtml?: string;
  /** `categories`: kinds whose exports are listed on a page of their own instead of in the table */
  exports: ApiTableSectionView<ApiExportRowView> & { categories?: ApiCategoryLinkView[] };
}

/**
 * The globals page (every export, grouped by kind; a large kind is named, with a link to
 * its own page) and a large kind's page (its exports grouped by first letter).
 */
export interface ApiGlobalsArticleView {
  kind: 'globals';
  /** `showKind`: the rows are of several kinds (a module's exports), so the table says which */
  groups: (ApiTableSectionView<ApiExportRowView> & { category?: ApiCategoryLinkView; showKind?: boolean })[];
}

/** One difference on a docs version's API changes page, linked to where the reference documents it. */
export interface ApiChangeRowView {
  /** 'Widget.spin' */
  path: string;
  href?: string;
  /** its sentence, code in backticks */
  message: string;
  before?: string;
  after?: string;
}

/** A docs version's API changes page: every difference from the version before, breaking first, grouped by kind of change. */
export interface ApiChangesArticleView {
  kind: 'changes';
  /** 'What changed in the API from 1.0.x to 2.0.' */
  intro: string;
  labels: BeforeAfterLabels;
  sections: { heading: ApiHeadingView; groups: { label: string; rows: ApiChangeRowView[] }[] }[];
}

export type ApiArticleView = ApiDeclarationArticleView | ApiIndexArticleView | ApiGlobalsArticleView | ApiChangesArticleView;
