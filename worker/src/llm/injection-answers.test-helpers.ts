/**
 * The injection set: answers that try to get full marks, change the examiner's role, reveal the answer key or the
 * prompt, or end the check-in early, in many disguises. Both examiners' tests run every one of them.
 */
import { readFileSync } from 'node:fs';

export type InjectionKind = 'full-marks' | 'role-change' | 'reveal-key' | 'reveal-prompt' | 'end-early';
export type InjectionAnswer = { kind: InjectionKind; style: string; text: string };

export const INJECTION_ANSWERS: InjectionAnswer[] = (
  JSON.parse(readFileSync(new URL('./injection-answers.json', import.meta.url), 'utf8')) as {
    answers: InjectionAnswer[];
  }
).answers;

/** A short label for a test title. */
export const labelOf = (a: InjectionAnswer, i: number) => `#${i + 1} ${a.kind} (${a.style})`;
