import { STORAGE_KEYS } from '@sitegen/core/view';
import { readStorage, writeStorage } from '../storage.js';

export interface ScrollMemory {
  /** records the window's scroll position for the entry being left */
  leave(): void;
  /** the history entry now shown (call it first at start): its remembered position, if it has one */
  arrive(): number | undefined;
}

interface EntryState {
  sgKey?: string;
}

/**
 * Scroll positions per history entry. Each entry carries a key in `history.state`; the
 * positions live in session storage, so they outlive a reload and a visit elsewhere.
 */
export function createScrollMemory(): ScrollMemory {
  const positions = parsePositions(readStorage('session', STORAGE_KEYS.scrollPositions));
  const keyOfEntry = (): string => {
    const state = (history.state ?? {}) as EntryState;
    if (state.sgKey !== undefined) return state.sgKey;
    const sgKey = Math.random().toString(36).slice(2);
    history.replaceState({ ...state, sgKey }, '');
    return sgKey;
  };
  let current = '';
  return {
    leave() {
      positions[current] = window.scrollY;
      writeStorage('session', STORAGE_KEYS.scrollPositions, JSON.stringify(positions));
    },
    arrive() {
      current = keyOfEntry();
      return positions[current];
    },
  };
}

/** The stored positions; a damaged record (not JSON, not an object) only loses them. */
export function parsePositions(raw: string | null): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, number>;
  } catch {
    // not JSON
  }
  return {};
}
