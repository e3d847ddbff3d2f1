import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lookupSymbol } from '../packages/sitegen/src/router/symbolTable.js';
import type { ApiReference } from '../packages/sitegen/src/api/types.js';
import type { ResolvedConfig } from '../packages/sitegen/src/config/types.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import {
  codeLinkedBothWays,
  gswapConfigFile,
  loadApiReference,
  loadSiteConfig,
  markdownRenderers,
  renderedApiPage,
  type RenderedApiPage,
} from './apiHelpers.js';
import { repoRoot } from './helpers/fixtures.js';

/**
 * The committed reflection JSON read directly (not through sitegen's converter), so the
 * check is independent of the code it checks.
 */
interface RawReflection {
  id: number;
  name: string;
  kind: number;
  children?: RawReflection[];
  signatures?: RawSignature[];
  getSignature?: RawSignature;
  setSignature?: RawSignature;
  type?: RawType;
  comment?: RawComment;
}
interface RawType {
  type: string;
  declaration?: RawReflection;
  types?: RawType[];
}
interface RawComment {
  summary: { kind: string; text: string }[];
  blockTags?: { tag: string; content: { kind: string; text: string }[] }[];
}
interface RawSignature {
  parameters?: { name: string; flags: { isOptional?: boolean; isRest?: boolean }; type?: RawReflection['type'] }[];
}

const project = JSON.parse(readFileSync(path.join(repoRoot, 'content', 'api', 'reflections.json'), 'utf8')) as {
  children: RawReflection[];
};
const FOLDERS: Record<number, string> = {
  8: 'enumerations',
  32: 'variables',
  64: 'functions',
  128: 'classes',
  256: 'interfaces',
  2097152: 'type-aliases',
};
const ENUM_MEMBER = 16;

let reference: ApiReference;
let siteConfig: ResolvedConfig;

beforeAll(async () => {
  siteConfig = await loadSiteConfig(gswapConfigFile);
  const logger = createMemoryLogger();
  reference = await loadApiReference(siteConfig, logger, await markdownRenderers(siteConfig));
  expect(logger.messages('warn')).toEqual([]);
});

function pageOf(declaration: RawReflection): RenderedApiPage | undefined {
  const page = reference.pages.find((candidate) => candidate.routePath === `docs/api/${FOLDERS[declaration.kind]}/${declaration.name}`);
  return page && renderedApiPage(page);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The properties of an inline options object, or of every object in a union of them (`{ exactIn } | { exactOut }`). */
function optionProperties(type: RawType | undefined): RawReflection[] {
  if (type?.type === 'union') return (type.types ?? []).flatMap(optionProperties);
  return type?.declaration?.children ?? [];
}

/** Parameter names as the tables show them, options objects expanded ('amount.exactIn'). */
function parameterLabels(signature: RawSignature): string[] {
  return (signature.parameters ?? []).flatMap((param) => {
    const label = `${param.flags.isRest ? '...' : ''}${param.name}${param.flags.isOptional ? '?' : ''}`;
    const nested = [...new Set(optionProperties(param.type).map((child) => `${param.name}.${child.name}`))];
    return [label, ...nested];
  });
}

/** Every paragraph of every doc comment anywhere in a declaration (members, signatures, parameters, options), as plain text. */
function commentParagraphs(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const own = 'comment' in node ? (node.comment as RawComment) : undefined;
  const parts = own ? [own.summary, ...(own.blockTags ?? []).map((block) => block.content)] : [];
  const paragraphs = parts.flatMap((content) =>
    content
      .map((part) =>
        part.kind === 'code'
          ? part.text.replace(/^```\w*\n?|\n?```$/g, '').replace(/^`|`$/g, '')
          : part.text.replace(/\*\*|(?<![\w`])_|_(?![\w`])/g, ''),
      )
      .join('')
      .split(/\n\s*\n/)
      .map((paragraph) =>
        paragraph
          .replace(/^\s*-\s+/, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter(Boolean),
  );
  const children = Object.entries(node)
    .filter(([key]) => key !== 'comment')
    .flatMap(([, value]) => commentParagraphs(value));
  return [...paragraphs, ...children];
}

/** The text a reader sees on the page (tags and attributes dropped, entities decoded, spaces collapsed). */
function visibleText(html: string): string {
  return html
    .replace(/<[^>"]*(?:"[^"]*"[^>"]*)*>/g, '')
    .replace(/&lt;|&#x3C;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function signaturesOf(reflection: RawReflection): RawSignature[] {
  return [...(reflection.signatures ?? []), ...[reflection.getSignature, reflection.setSignature].filter((s) => s !== undefined)];
}

describe('API reference of @gala-chain/gswap-sdk@0.0.10 (committed reflections)', () => {
  it('gives every export a page, with the SPEC names among them', () => {
    expect(project.children.length).toBe(45);
    for (const declaration of project.children) expect(pageOf(declaration), declaration.name).toBeDefined();
    const routes = reference.pages.map((page) => page.routePath);
    for (const route of [
      'docs/api',
      'docs/api/globals',
      'docs/api/classes/GSwap',
      'docs/api/enumerations/FEE_TIER',
      'docs/api/functions/validateWalletAddress',
      'docs/api/interfaces/GalaChainSigner',
      'docs/api/type-aliases/SqrtPriceIn',
      'docs/api/classes/EventSocketClient',
      'docs/api/classes/TradeEventEmitter',
      'docs/api/interfaces/BundlerRequest',
      'docs/api/type-aliases/BundlerResponse',
    ]) {
      expect(routes).toContain(route);
    }
    expect(reference.pages.length).toBe(47);
  });

  it('shows every member, enum member and parameter of every declaration on its page (100%)', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const declaration of project.children) {
      const page = pageOf(declaration);
      if (!page) continue;
      for (const member of declaration.children ?? []) {
        if (declaration.kind === 2097152) continue; // type aliases have no members of their own in this package
        checked++;
        if (!new RegExp(`<h3 id="[^"]+">${escapeRegExp(member.name)}(<|$)`).test(page.html))
          missing.push(`${declaration.name}.${member.name}`);
        if (member.kind === ENUM_MEMBER && !page.markdown.includes(`${member.name} = `))
          missing.push(`${declaration.name}.${member.name} value`);
        for (const signature of signaturesOf(member)) {
          for (const label of parameterLabels(signature)) {
            checked++;
            if (!new RegExp(`<td><code>${escapeRegExp(label)}\\??</code></td>`).test(page.html))
              missing.push(`${declaration.name}.${member.name}(${label})`);
          }
        }
      }
      for (const signature of signaturesOf(declaration)) {
        for (const label of parameterLabels(signature)) {
          checked++;
          if (!new RegExp(`<td><code>${escapeRegExp(label)}\\??</code></td>`).test(page.html))
            missing.push(`${declaration.name}(${label})`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('shows every doc comment of the package on its page: summaries, @param, @returns, @example… (100%)', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const declaration of project.children) {
      const text = visibleText(pageOf(declaration)!.html);
      for (const paragraph of commentParagraphs(declaration)) {
        checked++;
        if (!text.includes(paragraph)) missing.push(`${declaration.name}: ${paragraph.slice(0, 80)}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(400);
  });

  it('fills the exports table for exports the SDK leaves undocumented with what members they have', () => {
    const index = renderedApiPage(reference.pages.find((page) => page.routePath === 'docs/api')!);
    expect(index.html).toMatch(
      /<code>Bundler<\/code><\/a><\/td><td>Class<\/td><td>constructor; methods hasSigner, sendBundlerRequest and signObject<\/td>/,
    );
    expect(index.markdown).toContain('| Class | constructor; methods hasSigner, sendBundlerRequest and signObject |');
  });

  it("leaves columns out of the Markdown twins' tables when no row fills them, as the HTML does", () => {
    const assets = reference.pages.find((page) => page.routePath === 'docs/api/classes/Assets')!;
    expect(assets.markdown).toContain('| Parameter | Type |\n| --- | --- |\n| `dexBackendBaseUrl` | `string` |');
    const ordering = reference.pages.find((page) => page.routePath === 'docs/api/functions/getTokenOrdering')!;
    expect(ordering.markdown).toContain('| Type parameter | Default |\n| --- | --- |\n| `TAttributesType` | `undefined` |');
  });

  it('lists every member in the TOC (h3 under h2 sections) and as an anchor', () => {
    for (const declaration of project.children) {
      const page = pageOf(declaration)!;
      if (declaration.kind === 2097152) continue;
      const memberToc = page.toc.filter((item) => item.level === 3).map((item) => item.text);
      expect(memberToc.sort(), declaration.name).toEqual((declaration.children ?? []).map((member) => member.name).sort());
      for (const item of page.toc) expect(page.anchors).toContain(item.id);
    }
  });

  it('links every reference to a documented type and resolves member symbols', () => {
    const gswap = renderedApiPage(reference.pages.find((page) => page.routePath === 'docs/api/classes/GSwap')!);
    expect(gswap.html).toContain('<a href="/gswap-sdk/docs/api/classes/Swaps">Swaps</a>');
    expect(gswap.html).toContain('<a href="/gswap-sdk/docs/api/interfaces/GalaChainSigner" class="sg-api-type__ref">GalaChainSigner</a>');
    expect(lookupSymbol(reference.symbols, 'GSwap.swaps')).toEqual({ routePath: 'docs/api/classes/GSwap', anchor: 'swaps' });
    expect(lookupSymbol(reference.symbols, 'Swaps.swap')).toEqual({ routePath: 'docs/api/classes/Swaps', anchor: 'swap' });
    expect(lookupSymbol(reference.symbols, 'FEE_TIER.PERCENT_00_05')).toEqual({
      routePath: 'docs/api/enumerations/FEE_TIER',
      anchor: 'percent_00_05',
    });
  });

  it('links only within the reference or to external URLs, and every internal link target exists', () => {
    const anchorsOf = new Map(reference.pages.map((page) => [`/gswap-sdk/${page.routePath}`, new Set(page.anchors)]));
    for (const page of reference.pages) {
      for (const link of page.links.filter((candidate) => candidate.isInternal)) {
        const [pathPart, anchor] = link.href.split('#') as [string, string | undefined];
        expect(anchorsOf.has(pathPart), `${page.routePath} → ${link.href}`).toBe(true);
        if (anchor !== undefined) expect(anchorsOf.get(pathPart)?.has(anchor), `${page.routePath} → ${link.href}`).toBe(true);
      }
    }
  });

  it('code-links the views as the HTML they render would be linked: same markup, same links in the same order', () => {
    const pages = codeLinkedBothWays(reference, siteConfig);
    for (const { routePath, asView, asHtml } of pages) expect(asView, routePath).toEqual(asHtml);
    expect(pages.some(({ asView }) => asView.html.includes('class="sg-code-link"'))).toBe(true);
  });

  it('builds the API sidebar with the SPEC groups in alphabetical order', () => {
    expect(reference.sidebar.groups.map((group) => group.label)).toEqual([
      'Classes',
      'Enumerations',
      'Functions',
      'Interfaces',
      'Type Aliases',
    ]);
    expect(reference.sidebar.groups[0]?.items.map((item) => item.label)).toEqual([
      'Assets',
      'Bundler',
      'Events',
      'EventSocketClient',
      'GalaWalletSigner',
      'GSwap',
      'GSwapSDKError',
      'PendingTransaction',
      'Pools',
      'Positions',
      'PrivateKeySigner',
      'Quoting',
      'Swaps',
      'TradeEventEmitter',
    ]);
  });
});
