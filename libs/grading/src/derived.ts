/**
 * What the rater derives from an object, kept for as long as the object lives. Analysed text is kept for each text
 * read (see analyse), so what a question and its key give is derived once for every answer to it, and goes with them.
 */
export class Derived<K extends object, V> {
  private readonly values = new WeakMap<K, V>();

  constructor(private readonly make: (key: K) => V) {}

  of(key: K): V {
    let value = this.values.get(key);
    if (value === undefined) this.values.set(key, (value = this.make(key)));
    return value;
  }
}
