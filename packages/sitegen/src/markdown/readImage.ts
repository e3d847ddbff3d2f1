import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { imageSize } from 'image-size';

/** What the build needs of an image file: its content hash and, when it can be read, its size. */
export interface ImageFacts {
  /** 8 hex digits of its SHA-256: its output name changes when, and only when, it does */
  hash: string;
  width?: number;
  height?: number;
}

/** An image's hash and size, or undefined when there is no such file. */
export async function readImage(file: string): Promise<ImageFacts | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return undefined;
  }
  return { hash: createHash('sha256').update(bytes).digest('hex').slice(0, 8), ...sizeOf(bytes) };
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
