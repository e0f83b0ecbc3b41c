/**
 * How long an answer read from the disk about a module further along a chain (where a specifier leads, what a module
 * imports) is trusted: a lint run asks the same questions of the same files thousands of times, while a long-lived
 * process (an editor) must see such a module change soon after it is saved. Thirty seconds, as eslint-plugin-import's
 * `import/cache` lifetime; the modules a linted file imports itself are looked at again after {@link VERSION_FRESHNESS_MS}.
 */
export const FRESHNESS_MS = 30_000;

interface Entry<V> {
  readonly since: number;
  readonly value: V;
}

/**
 * How long a linted file's own imports are trusted to be the version last seen: a file saved a moment ago is seen by
 * the next lint of its importers, while a lint run does not look at a module once for each file that imports it.
 */
export const VERSION_FRESHNESS_MS = 1000;

/** Whether an answer got at `since` may still be given at `now` (a clock set back makes every answer stale). */
export function isFresh(since: number, now: number, lifetime = FRESHNESS_MS): boolean {
  return now >= since && now - since <= lifetime;
}

/** Answers kept for `lifetime` milliseconds each, at most `capacity` of them (the oldest go first). */
export class FreshCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly capacity: number,
    private readonly lifetime = FRESHNESS_MS,
  ) {}

  get(key: K, compute: () => V): V {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && isFresh(entry.since, now, this.lifetime)) return entry.value;
    const value = compute();
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { since: now, value });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
