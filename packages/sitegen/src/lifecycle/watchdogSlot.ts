/**
 * The memory the main thread and the watchdog thread share (see watchdog.ts): the activity
 * waited for longest, and a heartbeat. A sequence lock guards the activity: the writer makes
 * the sequence odd while it writes, and a reader that saw it odd, or changed, reads again
 * on its next tick. Nothing here allocates: writing it costs the main thread next to nothing.
 */

const SEQUENCE = 0;
/** changes whenever another activity is shown; 0: none */
const ACTIVITY = 1;
const LABEL_LENGTH = 2;
const IN_WORKER = 3;
/** the main thread adds one about every second while an activity of its own runs */
const HEARTBEAT = 4;
/** when the activity began: milliseconds since the slot's `origin` (Date.now() when it was made) */
const SINCE = 5;
const HINT_LENGTH = 6;
const HEADER_BYTES = 8 * Int32Array.BYTES_PER_ELEMENT;
const LABEL_BYTES = 1024;
const HINT_BYTES = 512;

export const SLOT_BYTES = HEADER_BYTES + LABEL_BYTES + HINT_BYTES;

export interface ShownActivity {
  /** a number of its own: another one means another activity */
  id: number;
  /** "plugin 'x' (hook pages())" */
  label: string;
  /** what to do if it never ends; '' when there is nothing to say */
  hint: string;
  inWorker: boolean;
  /** when it began, in Date.now()'s milliseconds */
  since: number;
  heartbeat: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function writeActivity(
  buffer: SharedArrayBuffer,
  origin: number,
  shown: { id: number; label: string; hint?: string | undefined; inWorker: boolean; since: number } | undefined,
): void {
  const header = new Int32Array(buffer, 0, HEADER_BYTES / Int32Array.BYTES_PER_ELEMENT);
  const label = new Uint8Array(buffer, HEADER_BYTES, LABEL_BYTES);
  const hint = new Uint8Array(buffer, HEADER_BYTES + LABEL_BYTES, HINT_BYTES);
  Atomics.add(header, SEQUENCE, 1);
  if (shown === undefined) {
    Atomics.store(header, ACTIVITY, 0);
  } else {
    // a text cut in the middle of a character decodes with a replacement character: harmless
    Atomics.store(header, LABEL_LENGTH, encoder.encodeInto(shown.label, label).written);
    Atomics.store(header, HINT_LENGTH, encoder.encodeInto(shown.hint ?? '', hint).written);
    Atomics.store(header, IN_WORKER, shown.inWorker ? 1 : 0);
    Atomics.store(header, SINCE, Math.max(0, shown.since - origin));
    Atomics.store(header, ACTIVITY, shown.id);
  }
  Atomics.add(header, SEQUENCE, 1);
}

export function beat(buffer: SharedArrayBuffer): void {
  Atomics.add(new Int32Array(buffer, 0, HEADER_BYTES / Int32Array.BYTES_PER_ELEMENT), HEARTBEAT, 1);
}

/** The activity shown, undefined when none is; null when it is being written (read again later). */
export function readActivity(buffer: SharedArrayBuffer, origin: number): ShownActivity | undefined | null {
  const header = new Int32Array(buffer, 0, HEADER_BYTES / Int32Array.BYTES_PER_ELEMENT);
  const before = Atomics.load(header, SEQUENCE);
  if (before % 2 === 1) return null;
  const id = Atomics.load(header, ACTIVITY);
  const length = Math.min(Atomics.load(header, LABEL_LENGTH), LABEL_BYTES);
  const hintLength = Math.min(Atomics.load(header, HINT_LENGTH), HINT_BYTES);
  const inWorker = Atomics.load(header, IN_WORKER) === 1;
  const heartbeat = Atomics.load(header, HEARTBEAT);
  const since = origin + Atomics.load(header, SINCE);
  // decoded from a copy: TextDecoder does not read shared memory
  const label = decoder.decode(new Uint8Array(buffer, HEADER_BYTES, length).slice());
  const hint = decoder.decode(new Uint8Array(buffer, HEADER_BYTES + LABEL_BYTES, hintLength).slice());
  if (Atomics.load(header, SEQUENCE) !== before) return null;
  return id === 0 ? undefined : { id, label, hint, inWorker, since, heartbeat };
}
