import { describe, expect, it } from 'vitest';
import { beat, readActivity, SLOT_BYTES, writeActivity } from './watchdogSlot.js';

describe('the watchdog slot', () => {
  it('reads back the activity written, its start and the heartbeat, and none once cleared', () => {
    const buffer = new SharedArrayBuffer(SLOT_BYTES);
    const origin = Date.now() - 10_000;
    expect(readActivity(buffer, origin)).toBeUndefined();
    writeActivity(buffer, origin, { id: 3, label: "plugin 'ü' (hook pages())", hint: 'look at it', inWorker: true, since: origin + 1234 });
    beat(buffer);
    beat(buffer);
    expect(readActivity(buffer, origin)).toEqual({
      id: 3,
      label: "plugin 'ü' (hook pages())",
      hint: 'look at it',
      inWorker: true,
      since: origin + 1234,
      heartbeat: 2,
    });
    // the next activity's hint is its own, none when it has none
    writeActivity(buffer, origin, { id: 4, label: 'the config file', inWorker: false, since: origin });
    expect(readActivity(buffer, origin)?.hint).toBe('');
    writeActivity(buffer, origin, undefined);
    expect(readActivity(buffer, origin)).toBeUndefined();
  });

  it('cuts a label longer than the slot instead of writing past it', () => {
    const buffer = new SharedArrayBuffer(SLOT_BYTES);
    writeActivity(buffer, 0, { id: 1, label: 'x'.repeat(5000), inWorker: false, since: 0 });
    const shown = readActivity(buffer, 0);
    expect(shown?.label.length).toBe(1024);
  });
});
