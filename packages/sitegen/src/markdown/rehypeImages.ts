import path from 'node:path';
import type { Element, Root } from 'hast';
import { checkSiteFile, type FileAccess, fileAccessOf } from '../files/siteFileAccess.js';
import { visitElements } from './visitTree.js';
import type { MarkdownFile } from './fileData.js';
import { type FileStamp, stampOf } from './fileStamp.js';
import { IMAGE_TYPES_TEXT, type ImageFacts, isImageFile, MAX_IMAGE_BYTES, readImage } from './readImage.js';
import { reportError, reportWarning } from './reportWarning.js';
import type { CopiedImage, LinkRef, LinkResolvers } from './types.js';

export type RehypeImagesOptions = Pick<LinkResolvers, 'resolveSitePath' | 'staticFileOf' | 'fileHref' | 'fileAccess'>;

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** where copied images go: beside the bundle, under names that change with their content */
const IMAGES_DIR = 'assets/images';

/**
 * Every `<img>` (Markdown and raw HTML alike): an image beside the Markdown file
 * (`./a.png`, `../images/a.png`) is copied under a content-hashed name (the same image
 * shown by many pages is written once, and can be cached for good); a site path
 * (`/img/logo.svg`, from the static folder) gets the base path. Both get their `width` and
 * `height` when the file tells them (no layout shift), and every image but the page's
 * first `loading="lazy"`. Their `src` join the link check; a missing file beside the page
 * is a warning here, where its place in the file is known. Every file is read through the
 * site's file access (files/siteFileAccess.ts): one outside the site, hidden, not a regular
 * file, too large or of no image type is an error at the image, and is neither read nor copied.
 */
export function rehypeImages(options: RehypeImagesOptions) {
  return async (tree: Root, file: MarkdownFile): Promise<undefined> => {
    const images: Element[] = [];
    visitElements(tree, (node) => {
      if (node.tagName === 'img' && typeof node.properties.src === 'string') images.push(node);
    });
    if (images.length === 0) return;
    const found = { copied: new Map<string, CopiedImage>(), inputs: new Map<string, FileStamp>(), links: [] as LinkRef[] };
    for (const [index, image] of images.entries()) {
      // the first image is likely in view as the page opens: lazy, it would load late
      if (index > 0) image.properties.loading ??= 'lazy';
      await resolveImage(image, file, options, found);
    }
    file.data.sgLinks = [...(file.data.sgLinks ?? []), ...found.links];
    if (found.copied.size > 0) file.data.sgImages = [...found.copied.values()];
    // after the files a page includes (VitePress's snippets and includes), which the cache follows too
    file.data.sgInputFiles = [...(file.data.sgInputFiles ?? []), ...found.inputs.values()];
  };
}

interface Found {
  copied: Map<string, CopiedImage>;
  inputs: Map<string, FileStamp>;
  links: LinkRef[];
}

async function resolveImage(image: Element, file: MarkdownFile, options: RehypeImagesOptions, found: Found): Promise<void> {
  const raw = String(image.properties.src);
  if (raw === '' || raw.startsWith('#') || raw.startsWith('//') || HAS_SCHEME.test(raw)) return;
  const suffixAt = raw.search(/[?#]/);
  const filePart = suffixAt === -1 ? raw : raw.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? '' : raw.slice(suffixAt);
  const place = image.position?.start;
  const where = place ? { line: place.line, column: place.column } : {};
  const access = options.fileAccess ?? fileAccessOf(path.dirname(file.path));
  if (raw.startsWith('/')) {
    const href = options.resolveSitePath(raw, file.path);
    image.properties.src = href;
    found.links.push({ raw, href, isInternal: true, kind: 'image', ...where });
    const source = options.staticFileOf(decoded(filePart) ?? filePart);
    if (source === undefined) return;
    const read = readChecked(source, raw, image, file, access, found);
    if (read !== 'refused') setSize(image, await read);
    return;
  }
  const relative = decoded(filePart);
  const source = relative === undefined ? undefined : path.resolve(path.dirname(file.path), relative);
  const read = source === undefined ? undefined : readChecked(source, raw, image, file, access, found);
  if (read === 'refused') return;
  const facts = await read;
  if (source === undefined || facts === undefined) {
    reportWarning(file, {
      code: 'links/broken-image',
      message: `Broken image '${raw}': no such file${source === undefined ? '' : ` at ${path.relative(path.dirname(file.path), source) || source}`}`,
      hint: 'Give a path relative to this Markdown file (./img.png, ../images/a.png), or a site path to a file of the static folder (/img/a.png).',
      place: image.position,
    });
    return;
  }
  const output = `${IMAGES_DIR}/${outputName(source, facts.hash)}`;
  found.copied.set(output, { from: facts.real, path: output });
  const href = options.fileHref(output) + suffix;
  image.properties.src = href;
  found.links.push({ raw, href, isInternal: true, kind: 'image', ...where });
  setSize(image, facts);
}

/**
 * An image's facts once the site's file access allows it, undefined when it does not exist,
 * or 'refused' (reported at the image) when it must not be read.
 */
function readChecked(
  source: string,
  raw: string,
  image: Element,
  file: MarkdownFile,
  access: FileAccess,
  found: Found,
): Promise<ImageFacts | undefined> | 'refused' {
  const checked = checkSiteFile(source, access, { fromFile: file.path, maxBytes: MAX_IMAGE_BYTES });
  if (!checked.ok && 'refusal' in checked) {
    reportError(file, {
      code: checked.refusal.code,
      message: `The image '${raw}' is not published: ${checked.refusal.message}`,
      hint: checked.refusal.hint,
      place: image.position,
    });
    return 'refused';
  }
  if (checked.ok && !isImageFile(checked.real)) {
    reportError(file, {
      code: 'files/not-an-image',
      message: `The image '${raw}' is not published: ${path.basename(checked.real)} is not an image file (${IMAGE_TYPES_TEXT})`,
      hint: 'Point the image at an image file; link to other files with a link, from the static folder.',
      place: image.position,
    });
    return 'refused';
  }
  return read(source, checked.ok ? checked.real : undefined, found);
}

/** Reads an image once per page, recording its stamp for the cache (a missing file too: it may appear). */
async function read(file: string, real: string | undefined, found: Found): Promise<ImageFacts | undefined> {
  const [facts, stamp] = await Promise.all([real === undefined ? undefined : readImage(real), stampOf(file)]);
  found.inputs.set(file, { file, stamp });
  return facts;
}

/** The author's width and height win; one of them alone gets the other from the image's proportions. */
function setSize(image: Element, facts: ImageFacts | undefined): void {
  const { width, height } = facts ?? {};
  if (width === undefined || height === undefined || width === 0 || height === 0) return;
  const givenWidth = Number(image.properties.width);
  const givenHeight = Number(image.properties.height);
  if (image.properties.width === undefined && image.properties.height === undefined) {
    image.properties.width = width;
    image.properties.height = height;
  } else if (image.properties.height === undefined && givenWidth > 0) {
    image.properties.height = Math.round((givenWidth * height) / width);
  } else if (image.properties.width === undefined && givenHeight > 0) {
    image.properties.width = Math.round((givenHeight * width) / height);
  }
}

/** 'Screen Shot 1.PNG' → 'Screen-Shot-1-1a2b3c4d.png': readable, safe in any URL, unique by content. */
function outputName(file: string, hash: string): string {
  const extension = path.extname(file).toLowerCase();
  const stem =
    path
      .basename(file, path.extname(file))
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'image';
  return `${stem}-${hash}${extension}`;
}

function decoded(uriPath: string): string | undefined {
  try {
    return decodeURI(uriPath);
  } catch {
    return undefined;
  }
}
