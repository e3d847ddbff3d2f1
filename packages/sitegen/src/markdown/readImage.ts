import { createHash } from 'node:crypto';
import path from 'node:path';
import { imageSize } from 'image-size';
import { readAllowedFile } from '../files/siteFileAccess.js';

/** What the build needs of an image file: its content hash and, when it can be read, its size. */
export interface ImageFacts {
  /** 8 hex digits of its SHA-256: its output name changes when, and only when, it does */
  hash: string;
  /** the file read, its symbolic links resolved: what is copied */
  real: string;
  width?: number;
  height?: number;
}

/** The file types a browser shows in an `<img>`: nothing else is published as an image. */
const IMAGE_EXTENSIONS = new Set([
  '.apng',
  '.avif',
  '.bmp',
  '.cur',
  '.gif',
  '.ico',
  '.jfif',
  '.jpeg',
  '.jpg',
  '.jxl',
  '.pjp',
  '.pjpeg',
  '.png',
  '.svg',
  '.tif',
  '.tiff',
  '.webp',
]);

/** an image larger than this is too slow for any reader to load: host it elsewhere */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export const IMAGE_TYPES_TEXT = '.png, .jpg, .gif, .svg, .webp, .avif and the like';

export function isImageFile(file: string): boolean {
  return IMAGE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/** An image's hash and size, from the file the site's file access allowed (its real path), or undefined when it cannot be read. */
export async function readImage(real: string): Promise<ImageFacts | undefined> {
  const read = readAllowedFile(real, MAX_IMAGE_BYTES);
  if (!read.ok) return undefined;
  return { hash: createHash('sha256').update(read.bytes).digest('hex').slice(0, 8), real, ...sizeOf(read.bytes) };
}

/** Width and height as shown: a photo turned by its EXIF orientation (5 to 8) swaps them. */
function sizeOf(bytes: Buffer): { width?: number; height?: number } {
  try {
    const { width, height, orientation } = imageSize(bytes);
    return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    // a format image-size does not read (or not an image): no size, the browser lays it out
    return {};
  }
}
