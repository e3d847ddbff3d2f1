/**
 * Results kept between builds of one process (`sitegen dev`), so a rebuild redoes only
 * what changed. Each entry stores the inputs it was computed from as a key string; a
 * lookup with other inputs recomputes. `clear` forgets everything (the config or the
 * theme changed). A one-off build uses a fresh cache, so it always computes.
 */
export class BuildCache {
  readonly #entries = new Map<string, { inputs: string; value: unknown }>();
  readonly #byObject = new Map<string, WeakMap<object, unknown>>();

  /** The value stored under `name` when it was computed from the same `inputs`, else `compute()`. */
  memo<T>(name: string, inputs: string, compute: () => T | Promise<T>): Promise<T> {
    const entry = this.#entries.get(name);
    if (entry !== undefined && entry.inputs === inputs) return entry.value as Promise<T>;
    const value = Promise.resolve().then(compute);
    this.#entries.set(name, { inputs, value });
    // a failed computation is not a result: the next build tries again
    value.catch(() => {
      if (this.#entries.get(name)?.value === value) this.#entries.delete(name);
    });
    return value;
  }

  /** `memo` for a synchronous computation (a page render): the value itself is stored. */
  memoSync<T>(name: string, inputs: string, compute: () => T): T {
    const entry = this.#entries.get(name);
    if (entry !== undefined && entry.inputs === inputs) return entry.value as T;
    const value = compute();
    this.#entries.set(name, { inputs, value });
    return value;
  }

  /**
   * A value derived from one object alone (a cached Markdown result, an API page): kept
   * while that very object is reused, forgotten with it.
   */
  memoFor<K extends object, V>(name: string, key: K, compute: () => V): V {
    let values = this.#byObject.get(name);
    if (values === undefined) {
      values = new WeakMap();
      this.#byObject.set(name, values);
    }
    if (values.has(key)) return values.get(key) as V;
    const value = compute();
    values.set(key, value);
    return value;
  }

  clear(): void {
    this.#entries.clear();
    this.#byObject.clear();
  }
}
