import type { ApiArticleView, TocItem } from '../view/index.js';
import type { CopiedImage, LinkRef } from '../markdown/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import type { ApiPlan } from './planApiReference.js';

/**
 * The API reference as the rest of the pipeline sees it: pages ready to place in the
 * route table and a sidebar, produced from TypeDoc's reflection JSON (a typed boundary,
 * converted once; nothing downstream sees raw reflections).
 */
export interface ApiPage {
  /** route path under the base path without slashes: 'docs/api/classes/GSwap' */
  routePath: string;
  title: string;
  /** one-line summary, for meta description and llms.txt */
  description?: string;
  /** the article, for the theme to render (the title excluded: the layout shows it as the h1) */
  article: ApiArticleView;
  toc: TocItem[];
  /** every id on the page (members, headings), for anchor checks */
  anchors: string[];
  /** every link the reference makes on the page, for the link check */
  links: LinkRef[];
  /** the links the package's authors wrote (its doc comments, its README), for the link check, attributed to the package */
  packageLinks: PackageLinkRef[];
  /** the same page as clean Markdown (for Markdown twins and llms-full) */
  markdown: string;
  /** breadcrumb group label, e.g. 'Classes' ('' for the index and globals) */
  group: string;
}

export interface ApiSidebar {
  /** the first link, 'API Reference' → docs/api */
  indexRoutePath: string;
  indexLabel: string;
  /** the second, 'Globals' → docs/api/globals (every export by kind) */
  globalsRoutePath: string;
  globalsLabel: string;
  /** `routePath`: the page listing a large group's entries, which the category links to */
  groups: { label: string; routePath?: string; items: { label: string; routePath: string }[] }[];
  /** several entry points: a category per module, linking to its index, holding its kinds (`groups` is then empty) */
  modules?: { label: string; routePath: string; groups: ApiSidebar['groups'] }[];
}

/** A link the package's authors wrote: in a doc comment, or in a file of theirs (the README), where it says where. */
export type PackageLinkRef = LinkRef & { file?: string };

/** The documented package, to which what its doc comments say is attributed. */
export interface ApiPackage {
  /** 'viem': what an import of it names (an unchecked code block links what it imports from it) */
  name: string;
  /** 'viem 2.57.20' */
  label: string;
  /** its package.json (or, when none was found, the reflection JSON) */
  file: string;
  /** api.strictPackageLinks: broken links in its doc comments and README fail `--strict-links` */
  strictPackageLinks: boolean;
}

/** The planned reference with its pages rendered: what the later stages read. */
export interface ApiReference extends Pick<ApiPlan, 'symbols' | 'exports' | 'members' | 'sidebar' | 'overview'> {
  pages: ApiPage[];
  /** the reference's own diagnostics, and the types the declarations could not give it */
  diagnostics: Diagnostic[];
  /** images beside the README (or a doc comment's file) that its pages show, for the build to copy */
  images: CopiedImage[];
  package: ApiPackage;
  /** what the Markdown of the package's doc comments and README reports (broken links among them), attributed to the package */
  packageDiagnostics: Diagnostic[];
}

/** A documented export, as code linking and the API digest see it. */
export interface ApiExport {
  name: string;
  kind: string;
  routePath: string;
  signature?: string;
}

/** One member of an export, as code linking sees it. */
export interface ApiMemberSummary {
  /** the export it belongs to: 'GSwap' */
  owner: string;
  name: string;
  kind: 'constructor' | 'property' | 'accessor' | 'method' | 'enumMember';
  /** reached through the export itself (static members, enumeration members) */
  isStatic: boolean;
  /** one line: 'quoteExactInput(tokenIn: …): Promise<GetQuoteResult>' */
  signature: string;
  /** the documented export a property holds or a method's call returns, `Promise` unwrapped: 'Quoting' */
  type?: string;
  /** `type` is the element: the value is an array of it ('UserAsset[]') */
  isArray?: boolean;
}
