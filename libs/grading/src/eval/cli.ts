import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { MAX_MARKED_ANSWERS } from '@checkin/domain';
import { fitBaselines, type Baselines } from './baselines.js';
import { dataDir, markedFrom, readGraded, type GradedQuestion } from './data.js';
import { offlineRater, type Rater } from './rater.js';
import { evaluate, formatReport, type MarkedSource } from './run.js';

const USAGE = `usage: eval [--data FILE]... [--data-dir DIR] [--marked FILE|none] [--marked-per-kind N] [--json]
  Rates every answer of each file (default: the SciEntsBank test sets) and prints agreement with the gold labels:
  each question with its key only, and again with up to N (default ${MAX_MARKED_ANSWERS}) answers of each mark in its key,
  taken from the answers to the same question in the marked file (default: train.json of the data directory).`;

/** The marked answers a file of graded answers holds for each of its questions. */
function markedSource(file: string, perKind: number): MarkedSource {
  const byQuestion = new Map(
    readGraded(file).map((q): [string, ReturnType<typeof markedFrom>] => [
      q.questionId,
      markedFrom(q.answers, perKind),
    ]),
  );
  return { from: basename(file), perKind, byQuestion };
}

const asksAny = (source: MarkedSource, questions: GradedQuestion[]) =>
  questions.some((q) => (source.byQuestion.get(q.questionId)?.length ?? 0) > 0);

/** The evaluation command: every rater on every file; returns the exit code; writes to `out`. */
export async function evaluationCommand(
  argv: string[],
  raters: Record<string, Rater> = { offline: offlineRater },
  out: (line: string) => void = console.log,
): Promise<number> {
  const files: string[] = [];
  let json = false;
  let dir: string | undefined;
  let markedFile: string | undefined;
  let perKind = MAX_MARKED_ANSWERS;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') json = true;
    else if (a === '--data' && argv[i + 1]) files.push(argv[++i]!);
    else if (a === '--data-dir' && argv[i + 1]) dir = argv[++i]!;
    else if (a === '--marked' && argv[i + 1]) markedFile = argv[++i]!;
    else if (a === '--marked-per-kind' && /^[1-9]\d*$/.test(argv[i + 1] ?? '')) perKind = Number(argv[++i]);
    else if (a === '--help' || a === '-h') return (out(USAGE), 0);
    else return (out(`unknown argument: ${a}\n${USAGE}`), 2);
  }
  const base = dataDir(dir);
  if (!files.length) files.push(`${base}test-unseen-answers.json`, `${base}test-unseen-questions.json`);
  const trainFile = `${base}train.json`;
  const baselines: Baselines | null = existsSync(trainFile) ? fitBaselines(readGraded(trainFile)) : null;
  markedFile ??= existsSync(trainFile) ? trainFile : 'none';
  const marked = markedFile === 'none' ? null : markedSource(markedFile, perKind);
  if (!json) {
    out(
      baselines
        ? `baselines from train: majority ${baselines.majority2}/${baselines.majority3}; word-overlap thresholds ${baselines.overlapThreshold2} (2-way), ${baselines.overlapThreshold3} (3-way)`
        : `no ${trainFile}: baselines skipped`,
    );
  }
  for (const file of files) {
    const questions = readGraded(file);
    const keys = marked && asksAny(marked, questions) ? [null, marked] : [null];
    for (const [name, rater] of Object.entries(raters)) {
      for (const source of keys) {
        const report = await evaluate(file, questions, { name, rater }, baselines, source);
        out(json ? JSON.stringify(report) : formatReport(report));
      }
    }
  }
  return 0;
}
