/**
 * A cache of answers by word, of at most `limit` entries: students type any words at all, so a worker that runs
 * for months must not keep every one. Past the limit the oldest entry goes first.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit = 50_000) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** The value kept for `key`, made by `make` and kept when there is none. */
  through(key: string, make: (key: string) => V): V {
    let value = this.entries.get(key);
    if (value === undefined) this.set(key, (value = make(key)));
    return value;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }
}
