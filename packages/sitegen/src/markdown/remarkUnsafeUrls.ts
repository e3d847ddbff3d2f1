import type { Definition, Image, Link, Root } from 'mdast';
import { visitMdast } from './visitTree.js';
import type { MarkdownFile } from './fileData.js';
import { reportError } from './reportWarning.js';
import { unsafeScheme } from '../config/unsafeUrl.js';

/**
 * A `javascript:`, `vbscript:` or `data:` URL written with Markdown's link syntax (links,
 * autolinks, images, reference definitions) is an error at its place: it would run script
 * for whoever follows it. Raw HTML is the author's own HTML and is left alone.
 */
export function remarkUnsafeUrls() {
  return (tree: Root, file: MarkdownFile): undefined => {
    const written: (Link | Image | Definition)[] = [];
    // a definition is an image's source only if no link reference uses it
    const usedByLinks = new Set<string>();
    visitMdast(tree, null, (node) => {
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') written.push(node);
      if (node.type === 'linkReference') usedByLinks.add(node.identifier);
    });
    for (const node of written) {
      const as = node.type === 'image' || (node.type === 'definition' && !usedByLinks.has(node.identifier)) ? 'image' : 'link';
      const scheme = unsafeScheme(node.url, as);
      if (scheme === undefined) continue;
      reportError(file, {
        code: 'markdown/unsafe-url',
        message: `Unsafe ${scheme}: URL in ${describe(node)}: '${shorten(node.url)}'`,
        hint:
          scheme === 'data'
            ? 'Link to an http(s) URL or a page of the site; a data: URL is allowed only as an image source (data:image/…).'
            : `Link to an http(s) URL or a page of the site: a ${scheme}: link runs script in the reader's browser.`,
        place: node.position,
      });
    }
  };
}

function describe(node: Link | Image | Definition): string {
  return node.type === 'image' ? 'an image' : node.type === 'definition' ? 'a link definition' : 'a link';
}

function shorten(url: string): string {
  const oneLine = JSON.stringify(url).slice(1, -1);
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine;
}
