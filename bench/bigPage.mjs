/**
 * Writes one deterministic Markdown page of about a given size, in one of five shapes: a
 * generated reference or changelog (`reference`: headings, paragraphs with links and inline
 * code, lists, tables, code blocks), or the worst cases of one block: one giant paragraph
 * (`paragraph`), one giant table (`table`), one giant list (`list`), one giant paragraph of
 * words each followed by an emphasis or strikethrough marker that nothing opened, and words
 * struck through (`closers`), one giant paragraph of emphasis, strong and strikethrough nested as
 * deep as the page is long (`nested`: `*a _a **a ~~a … b~~ b** b_ b*`). The bench builds them to show that a page's build time grows
 * linearly with its size (issue 35, item 3); run alone:
 * `node bench/bigPage.mjs <shape> <megabytes> <file>`.
 */
import { writeFile } from 'node:fs/promises';

const WORDS = (
  'pool swap quote token liquidity position fee tier tick price range amount slippage ' +
  'impact signer wallet balance transaction pending event socket bundle route reserve ' +
  'curve spread order input output minimum maximum exact concentrated provider market'
).split(' ');

export const SHAPES = ['reference', 'paragraph', 'table', 'list', 'closers', 'nested'];

/** A small seeded generator, so every run writes the same page. */
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function word(random) {
  return WORDS[Math.floor(random() * WORDS.length)];
}

/** A sentence with what a reference's prose holds: inline code, a link to a heading of the page, emphasis. */
function sentence(random, section) {
  const words = Array.from({ length: 8 + Math.floor(random() * 8) }, () => word(random));
  const roll = random();
  if (roll < 0.3) words[2] = `\`${word(random)}.${word(random)}()\``;
  else if (roll < 0.5) words[3] = `[${words[3]}](#version-${Math.max(0, section - 1 - Math.floor(random() * 5))})`;
  else if (roll < 0.6) words[1] = `**${words[1]}**`;
  else if (roll < 0.65) words[4] = `[${words[4]}](https://example.com/${word(random)})`;
  const text = words.join(' ');
  return `${text[0].toUpperCase() + text.slice(1)}.`;
}

function paragraph(random, section, sentences) {
  return Array.from({ length: sentences }, () => sentence(random, section)).join(' ');
}

function referenceSection(random, index) {
  const name = `${word(random)}${word(random)[0].toUpperCase()}${word(random).slice(1)}`;
  return `## Version ${index}

${paragraph(random, index, 4)}

### \`${name}\`

${paragraph(random, index, 3)}

- ${sentence(random, index)}
- ${sentence(random, index)}
  - ${sentence(random, index)}
- ${sentence(random, index)}

| parameter | type | description |
|---|---|---|
| \`${word(random)}\` | \`bigint\` | ${sentence(random, index)} |
| \`${word(random)}\` | \`string\` | ${sentence(random, index)} |

\`\`\`ts
const ${name} = await client.${word(random)}({ ${word(random)}: 1n, ${word(random)}: '${word(random)}' });
console.log(${name}.${word(random)});
\`\`\`

:::note
${paragraph(random, index, 2)}
:::
`;
}

/** The page's blocks, each about a few hundred bytes, until `bytes`. */
function* blocks(shape, random) {
  yield `---\ntitle: Big ${shape}\n---\n\n`;
  if (shape === 'table') yield '| version | name | notes |\n|---|---|---|\n';
  for (let index = 0; ; index++) {
    if (shape === 'reference') yield `${referenceSection(random, index)}\n`;
    else if (shape === 'paragraph') yield `${sentence(random, 0)} `;
    else if (shape === 'closers') yield index % 4 === 3 ? `~~${word(random)}~~ ` : `${word(random)}${'*_~'[index % 4]} `;
    else if (shape === 'table') yield `| ${index} | \`${word(random)}\` | ${sentence(random, 0)} |\n`;
    else yield `- ${sentence(random, 0)}\n`;
  }
}

/** The `nested` page: every opener first, then their closers in reverse order. */
function nestedPage(random, bytes) {
  const front = '---\ntitle: Big nested\n---\n\n';
  const openers = [];
  const closers = [];
  let length = front.length + 1;
  for (let index = 0; ; index++) {
    const marker = ['*', '_', '**', '~~'][index % 4];
    const opener = `${marker}${word(random)} `;
    const closer = `${word(random)}${marker} `;
    if (length + opener.length + closer.length > bytes) break;
    openers.push(opener);
    closers.push(closer);
    length += opener.length + closer.length;
  }
  return `${front}${openers.join('')}${closers.reverse().join('')}\n`;
}

/** A page of `shape` of about `bytes` bytes (never more). */
export function bigPage(shape, bytes) {
  if (!SHAPES.includes(shape)) throw new Error(`shape: one of ${SHAPES.join(', ')}`);
  const random = createRandom(35);
  if (shape === 'nested') return nestedPage(random, bytes);
  const parts = [];
  let length = 0;
  for (const block of blocks(shape, random)) {
    if (length + block.length > bytes) break;
    parts.push(block);
    length += block.length;
  }
  return `${parts.join('')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [shape, megabytes, file] = process.argv.slice(2);
  await writeFile(file, bigPage(shape, Number(megabytes) * 1024 * 1024));
}
