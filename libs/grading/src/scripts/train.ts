import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dataDir, readGraded } from '../eval/data.js';
import { train } from '../training.js';

/** Lays the file out as the repository's formatter does, when it is installed (a dev dependency). */
async function pretty(json: string): Promise<string> {
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(out)) ?? {};
    return await prettier.format(json, { ...options, parser: 'json' });
  } catch {
    return `${json}\n`;
  }
}

/** Fits the rater's weights on SciEntsBank train.json and writes libs/grading/src/weights.json. */
const args = process.argv.slice(2);
const at = args.indexOf('--data-dir');
const dir = dataDir(at >= 0 ? args[at + 1] : undefined);
const out = fileURLToPath(new URL('../../src/weights.json', import.meta.url));
const t0 = performance.now();
const weights = train(readGraded(`${dir}train.json`), (line) => console.log(line));
writeFileSync(out, await pretty(JSON.stringify(weights, null, 2)));
for (const [what, fitted] of [
  ['key only', weights],
  ['with marked answers', weights.withMarked],
] as const) {
  const cv = fitted.crossValidation as { chosen2: object; chosen3: object };
  console.log(
    `${what}, 2-way chosen: ${fitted.twoWay.featureSet} l2=${fitted.twoWay.l2} ${JSON.stringify(cv.chosen2)}`,
  );
  console.log(
    `${what}, 3-way chosen: ${fitted.threeWay.featureSet} l2=${fitted.threeWay.l2} contradictory×${fitted.threeWay.contradictoryWeight} ${JSON.stringify(cv.chosen3)}`,
  );
}
console.log(`wrote ${out} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
