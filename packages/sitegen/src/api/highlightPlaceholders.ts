import type { LinkRef } from '../markdown/types.js';
import type { HighlightCode } from './types.js';

const PLACEHOLDER = /\u0001sg-highlight:(\d+)\u0001/g;
/** text between tags, then within it an entity (left alone) or an identifier */
const TEXT_NODE = />([^<]+)</g;
const ENTITY_OR_IDENTIFIER = /&#?\w+;|[A-Za-z_$][\w$]*/g;

/** A type name → its page (documented) or documentation (mapped external type). */
export type LinkOfName = (name: string) => { href: string; isInternal: boolean } | undefined;

export interface FilledHtml {
  html: string;
  /** the links the highlighted blocks added */
  links: LinkRef[];
}

/** Shiki may put a type name in one span with the punctuation before it, so names are found in text nodes. */
function linkIdentifiers(html: string, linkOf: LinkOfName): FilledHtml {
  const links: LinkRef[] = [];
  const linkName = (word: string) => {
    const link = word.startsWith('&') ? undefined : linkOf(word);
    if (!link) return word;
    links.push({ raw: word, href: link.href, isInternal: link.isInternal });
    const external = link.isInternal ? '' : ' target="_blank" rel="noopener noreferrer"';
    return `<a href="${link.href}"${external}>${word}</a>`;
  };
  // string literals ('"Address"' in a branded type) are Shiki tokens of their own: left alone
  const linked = html.replace(TEXT_NODE, (whole, text: string) => (/["'`]/.test(text) ? whole : `>${text.replace(ENTITY_OR_IDENTIFIER, linkName)}<`));
  return { html: linked, links };
}

/**
 * Collects the code blocks pages ask for while they render (each distinct code once),
 * highlights them afterwards (highlighting may be asynchronous, React rendering is not),
 * links the names of documented types inside them and fills them in.
 */
export class HighlightPlaceholders {
  private readonly codes = new Map<string, number>();

  placeholder(code: string): string {
    let index = this.codes.get(code);
    if (index === undefined) {
      index = this.codes.size;
      this.codes.set(code, index);
    }
    return `\u0001sg-highlight:${index}\u0001`;
  }

  async resolve(highlight: HighlightCode, linkOf: LinkOfName): Promise<(html: string) => FilledHtml> {
    const blocks = await Promise.all([...this.codes.keys()].map(async (code) => linkIdentifiers(await highlight(code, 'ts'), linkOf)));
    return (html) => {
      const links: LinkRef[] = [];
      const filled = html.replace(PLACEHOLDER, (_, index: string) => {
        const block = blocks[Number(index)];
        if (!block) return '';
        links.push(...block.links);
        return block.html;
      });
      return { html: filled, links };
    };
  }
}
