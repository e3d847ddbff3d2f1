import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { unreadableFileError } from '../errors/fileSystemError.js';
import { SitegenError } from '../errors/SitegenError.js';

/** How large a Markdown file may be, in bytes. */
export interface SourceSizeLimits {
  /** larger warns: such a page is slow to build and hard to read */
  largeFileSize: number;
  /** larger is refused: it would take the build minutes and gigabytes */
  maxFileSize: number;
}

export interface SourceText {
  text: string;
  /** a file too large, or not valid UTF-8 */
  warnings: Diagnostic[];
}

/**
 * Reads a Markdown source as UTF-8, refusing one over `maxFileSize` before reading it. A file
 * that is not valid UTF-8 is still read (the bad bytes become U+FFFD), with a warning naming
 * the first line that has them: a page of replacement characters must not ship unnoticed.
 * Synchronously: fs/promises takes several trips through the thread pool for each file,
 * which for a small source costs several times the read itself, and a site is thousands of
 * small sources read before anything else can start.
 */
export function readSourceFile(file: string, limits: SourceSizeLimits): SourceText {
  const { bytes, size } = readBytes(file, limits);
  const warnings: Diagnostic[] = [];
  if (size > limits.largeFileSize) {
    warnings.push({
      severity: 'warning',
      code: 'content/large-file',
      message: `the file is ${megabytes(size)}, over ${megabytes(limits.largeFileSize)}: it is slow to build and long to read`,
      hint: 'Split it into several pages, or raise markdown.largeFileSize in the config.',
      location: { file },
    });
  }
  const { text, invalidLine } = decodeUtf8(bytes);
  if (invalidLine !== undefined) {
    warnings.push({
      severity: 'warning',
      code: 'content/invalid-utf8',
      message: 'the file is not valid UTF-8: its bad bytes show as � on the page',
      hint: 'Save the file as UTF-8 (the encoding setting of your editor), or remove the stray bytes.',
      location: { file, line: invalidLine },
    });
  }
  return { text: withLineFeeds(text), warnings };
}

/** The file's bytes, refused over `maxFileSize` before they are read; what the system refuses is an error naming the file. */
function readBytes(file: string, limits: SourceSizeLimits): { bytes: Buffer; size: number } {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(file, 'r');
    const { size } = fstatSync(descriptor);
    if (size > limits.maxFileSize) {
      throw new SitegenError({
        code: 'content/too-large',
        message: `the file is ${megabytes(size)}, over the limit of ${megabytes(limits.maxFileSize)}`,
        hint: 'Split it into several pages, or raise markdown.maxFileSize in the config.',
        location: { file },
      });
    }
    return { bytes: readFileSync(descriptor), size };
  } catch (error) {
    throw unreadableFileError(error, file) ?? error;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

/**
 * Lone carriage returns (classic Mac OS line endings) as line feeds: CommonMark reads them as
 * line endings, but front matter, sitegen's line-based steps and the plugins split on '\n',
 * and such a page came out empty. CRLF is left as it is.
 */
function withLineFeeds(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/** The text, and the 1-based line of the first invalid byte sequence if there is one. */
function decodeUtf8(bytes: Uint8Array): { text: string; invalidLine?: number } {
  try {
    return { text: strict.decode(bytes) };
  } catch {
    return { text: lenient.decode(bytes), invalidLine: firstInvalidLine(bytes) };
  }
}

/** A newline byte is never part of a multi-byte sequence, so each line can be checked alone. */
function firstInvalidLine(bytes: Uint8Array): number {
  let line = 1;
  let start = 0;
  for (let index = 0; index <= bytes.length; index++) {
    if (index < bytes.length && bytes[index] !== 0x0a) continue;
    try {
      strict.decode(bytes.subarray(start, index));
    } catch {
      return line;
    }
    line += 1;
    start = index + 1;
  }
  return line;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
