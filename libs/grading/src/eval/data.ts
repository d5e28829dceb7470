import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MarkedAnswer } from '../marked.js';
import type { Label2, Label3 } from './metrics.js';

/** One question of a graded-answers file (the SciEntsBank JSON shape). */
export type GradedQuestion = {
  questionId: string;
  question: string;
  referenceAnswers: string[];
  answers: { id: string; text: string; label3: Label3; label2: Label2 }[];
};

/** Where the shared graded-answers files live: `$CHECKIN_SCIENTSBANK_DIR`, else `shared/` beside the repo. */
export function dataDir(override?: string): string {
  const dir = override ?? process.env.CHECKIN_SCIENTSBANK_DIR;
  if (dir) return dir.endsWith('/') ? dir : `${dir}/`;
  // this file sits at <repo>/libs/grading/{src,dist}/eval/, and shared/ beside <repo>
  return fileURLToPath(new URL('../../../../../shared/data/scientsbank/', import.meta.url));
}

export function readGraded(file: string): GradedQuestion[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(data)) throw new Error(`${file}: expected a JSON array of questions`);
  for (const q of data as GradedQuestion[]) {
    if (typeof q.question !== 'string' || !Array.isArray(q.referenceAnswers) || !Array.isArray(q.answers)) {
      throw new Error(`${file}: question ${String(q.questionId)} lacks question, referenceAnswers or answers`);
    }
  }
  return data as GradedQuestion[];
}

/** Folds of a grouped-by-question cross-validation: question ids in sorted order dealt round-robin. */
export function questionFolds(questions: GradedQuestion[], k: number): number[] {
  const ids = [...new Set(questions.map((q) => q.questionId))].sort();
  const fold = new Map(ids.map((id, i) => [id, i % k]));
  return questions.map((q) => fold.get(q.questionId)!);
}

/**
 * Up to `perKind` answers of each mark, the first in the file's order, as a teacher's key would hold them: answers
 * graded correct are marked right, the others wrong.
 */
export function markedFrom(answers: GradedQuestion['answers'], perKind: number): MarkedAnswer[] {
  const right = answers.filter((a) => a.label2 === 'correct').slice(0, perKind);
  const wrong = answers.filter((a) => a.label2 !== 'correct').slice(0, perKind);
  return [...right.map((a) => ({ text: a.text, right: true })), ...wrong.map((a) => ({ text: a.text, right: false }))];
}
