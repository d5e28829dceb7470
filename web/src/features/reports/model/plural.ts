/** "1 student", "2 students", "0 answers flagged": a count with its noun, singular for exactly one. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
