import { STORAGE_KEYS } from '../../shared/constants.js';
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
  let positions: Record<string, number> = {};
  try {
    positions = JSON.parse(readStorage('session', STORAGE_KEYS.scrollPositions) ?? '{}') as Record<string, number>;
  } catch {
    // a damaged record only loses the positions
  }
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
