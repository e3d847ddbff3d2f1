/**
 * How a page's Markdown work grows with its size, in the @sitegen/core whose dist folder is
 * given: for each page shape of bench/bigPage.mjs, as Markdown and as MDX, the work of a
 * page four times the size of another, divided by that of the smaller. The work counted is
 * where micromark's and mdast-util-to-hast's quadratic steps were: the array elements
 * spliced, sliced and pushed, each time a list item is asked whether it is spread
 * (to-hast asked every item of a list for each of its items), and each time a delimiter run
 * is asked whether it can open (micromark's emphasis resolver asked every earlier run for
 * each closer that nothing opened). Linear is about 4. Run in a child process, so that the site's own modules are
 * loaded: `node pageWork.mjs <dist folder> paragraph.md list.mdx …` prints
 * `{ "paragraph.md": 4.1, "list.mdx": 4.1 }`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bigPage, SHAPES } from '../../bench/bigPage.mjs';

const [dist, ...pages] = process.argv.slice(2);
const { createMarkdownTransformer } = await import(pathToFileURL(path.join(dist, 'markdown', 'createMarkdownTransformer.js')).href);

const SMALL = 48 * 1024;

let spreadReads = 0;

/** A remark plugin of the site's: each list item's `spread` counts its reads. */
function remarkCountSpreadReads() {
  return (tree) => {
    const nodes = [tree];
    for (let node = nodes.pop(); node !== undefined; node = nodes.pop()) {
      if (node.type === 'listItem') {
        let spread = node.spread;
        Object.defineProperty(node, 'spread', {
          enumerable: true,
          get: () => {
            spreadReads += 1;
            return spread;
          },
          set: (value) => {
            spread = value;
          },
        });
      }
      if (Array.isArray(node.children)) nodes.push(...node.children);
    }
  };
}

/** Runs `work` counting the elements every array splice moves, slice copies and push appends, the spread reads and the opener reads. */
async function work(run) {
  const { splice, slice, push } = Array.prototype;
  const readsBefore = spreadReads;
  let count = 0;
  // micromark sets `_open` on each delimiter run it tokenizes: each run's own property counts its reads
  Object.defineProperty(Object.prototype, '_open', {
    configurable: true,
    set(value) {
      let open = value;
      Object.defineProperty(this, '_open', {
        configurable: true,
        enumerable: true,
        get: () => {
          count += 1;
          return open;
        },
        set: (next) => {
          open = next;
        },
      });
    },
  });
  Array.prototype.splice = function (start, ...rest) {
    const from = start < 0 ? Math.max(0, this.length + start) : Math.min(start, this.length);
    count += this.length - from + Math.max(0, rest.length - 1);
    return splice.call(this, start, ...rest);
  };
  Array.prototype.slice = function (...args) {
    const copy = slice.apply(this, args);
    count += copy.length;
    return copy;
  };
  Array.prototype.push = function (...items) {
    count += items.length;
    return push.apply(this, items);
  };
  try {
    await run();
  } finally {
    Array.prototype.splice = splice;
    Array.prototype.slice = slice;
    Array.prototype.push = push;
    delete Object.prototype._open;
  }
  return count + spreadReads - readsBefore;
}

const transform = await createMarkdownTransformer(
  {
    siteDir: process.cwd(),
    resolveSitePath: (sitePath) => `/${sitePath}`,
    resolveFileLink: () => undefined,
    staticFileOf: () => undefined,
    fileHref: (outputPath) => `/${outputPath}`,
    resolveApiLink: () => undefined,
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    codeThemes: { light: 'github-light', dark: 'github-dark' },
  },
  { extensions: { remarkPlugins: [remarkCountSpreadReads], rehypePlugins: [] } },
);
const ratios = {};
for (const page of pages) {
  const shape = path.basename(page, path.extname(page));
  if (!SHAPES.includes(shape)) throw new Error(`${page}: the shape is one of ${SHAPES.join(', ')}`);
  const file = path.join(process.cwd(), page);
  const workOf = (bytes) => {
    const source = bigPage(shape, bytes);
    return work(async () => {
      const result = await transform({ source, file, lineOffset: 0 });
      if (result.html === '') throw new Error(`${page} was not rendered: ${JSON.stringify(result.diagnostics)}`);
    });
  };
  // the first page pays for loading the highlighter's grammars and the MDX compiler
  await workOf(1024);
  const small = await workOf(SMALL);
  const large = await workOf(4 * SMALL);
  ratios[page] = Math.round((large / small) * 100) / 100;
}
process.stdout.write(`${JSON.stringify(ratios)}\n`);
