import { existsSync } from 'node:fs';
import { fitBaselines, type Baselines } from './baselines.js';
import { dataDir, readGraded } from './data.js';
import { offlineRater, type Rater } from './rater.js';
import { evaluate, formatReport } from './run.js';

const USAGE = `usage: eval [--data FILE]... [--data-dir DIR] [--json]
  Rates every answer of each file (default: the SciEntsBank test sets) and prints agreement with the gold labels.`;

/** The evaluation command: every rater on every file; returns the exit code; writes to `out`. */
export async function evaluationCommand(
  argv: string[],
  raters: Record<string, Rater> = { offline: offlineRater },
  out: (line: string) => void = console.log,
): Promise<number> {
  const files: string[] = [];
  let json = false;
  let dir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') json = true;
    else if (a === '--data' && argv[i + 1]) files.push(argv[++i]!);
    else if (a === '--data-dir' && argv[i + 1]) dir = argv[++i]!;
    else if (a === '--help' || a === '-h') return (out(USAGE), 0);
    else return (out(`unknown argument: ${a}\n${USAGE}`), 2);
  }
  const base = dataDir(dir);
  if (!files.length) files.push(`${base}test-unseen-answers.json`, `${base}test-unseen-questions.json`);
  const trainFile = `${base}train.json`;
  const baselines: Baselines | null = existsSync(trainFile) ? fitBaselines(readGraded(trainFile)) : null;
  if (!json) {
    out(
      baselines
        ? `baselines from train: majority ${baselines.majority2}/${baselines.majority3}; word-overlap thresholds ${baselines.overlapThreshold2} (2-way), ${baselines.overlapThreshold3} (3-way)`
        : `no ${trainFile}: baselines skipped`,
    );
  }
  for (const file of files) {
    const questions = readGraded(file);
    for (const [name, rater] of Object.entries(raters)) {
      const report = await evaluate(file, questions, { name, rater }, baselines);
      out(json ? JSON.stringify(report) : formatReport(report));
    }
  }
  return 0;
}
