import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki/core';

type Match = ReturnType<PatternScanner['findNextMatchSync']>;
type FindOptions = Parameters<PatternScanner['findNextMatchSync']>[2];

/**
 * Answers remembered before all are dropped. Documentation repeats lines across nearby
 * blocks (imports, set-up, the same call with other arguments), so answers are kept from
 * block to block, not only between a block's two theme passes. This many highlighted the
 * synthetic corpus as fast as ten times as many, which held over ten times the memory (a
 * small Map per scanner and line; measured in the README's Performance section, item 11).
 */
export const DEFAULT_MAX_ANSWERS = 10_000;

/**
 * Shiki tokenizes a block once per colour theme, and the TextMate grammar asks its regular
 * expressions exactly the same questions each time: the answers depend on the grammar's
 * rules (one scanner per rule), never on the theme or on the block. Remembering each
 * scanner's answers by (line, position, options) makes every pass after the first, and
 * every line seen before, answer from memory instead of running Oniguruma again, where a
 * dual-theme build spent half of its highlighting time. Strings are copied into the engine
 * only when a scanner has to run. Past `maxAnswers` remembered answers, all are dropped.
 */
export function memoizingRegexEngine(engine: RegexEngine, maxAnswers = DEFAULT_MAX_ANSWERS): RegexEngine {
  const memos = new Set<Map<string, Map<number, Match>>>();
  let remembered = 0;
  const remember = (answers: Map<number, Match>, key: number, match: Match): void => {
    if (remembered >= maxAnswers) {
      for (const memo of memos) memo.clear();
      remembered = 0;
    }
    answers.set(key, match);
    remembered += 1;
  };
  return {
    createScanner(patterns) {
      const scanner = engine.createScanner(patterns);
      // by line, then by position and options: no key string to build on every call
      const memo = new Map<string, Map<number, Match>>();
      memos.add(memo);
      return {
        findNextMatchSync(string: string | RegexEngineString, startPosition: number, options: FindOptions): Match {
          const content = typeof string === 'string' ? string : string.content;
          let answers = memo.get(content);
          if (answers === undefined) {
            answers = new Map();
            memo.set(content, answers);
          }
          // the options are a bit mask of four flags
          const key = startPosition * 16 + (options as number);
          const known = answers.get(key);
          if (known !== undefined) return known;
          const match = scanner.findNextMatchSync(
            string instanceof LazyString ? string.materialize(engine) : string,
            startPosition,
            options,
          );
          remember(answers, key, match);
          return match;
        },
        dispose() {
          memos.delete(memo);
          scanner.dispose?.();
        },
      };
    },
    createString: (content) => new LazyString(content),
  };
}

/** a line of code, copied into the engine's memory the first time a scanner really runs on it */
class LazyString implements RegexEngineString {
  private engineString: RegexEngineString | undefined;

  constructor(readonly content: string) {}

  materialize(engine: RegexEngine): RegexEngineString {
    this.engineString ??= engine.createString(this.content);
    return this.engineString;
  }

  dispose(): void {
    this.engineString?.dispose?.();
    this.engineString = undefined;
  }
}
