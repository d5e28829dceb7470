import { BoundedCache } from './bounded-cache.js';

export type Point = { name: string; alternatives: readonly string[] };
/** splitPoint's answers: every answer to a question asks again, several times, for each of its key points. */
const points = new BoundedCache<Point>();

/** Splits a key-point line into its display name and its wordings ("drying up / dry / evaporat"). */
export function splitPoint(line: string): Point {
  return points.through(line, splitLine);
}
function splitLine(line: string): Point {
  const alternatives = line
    .split(' / ')
    .map((s) => s.trim())
    .filter(Boolean);
  return { name: alternatives[0] ?? line.trim(), alternatives };
}
