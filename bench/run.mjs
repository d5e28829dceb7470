// `npm run bench [-- options]`: the load benchmark, the bytes Postgres writes per turn by the turn's place in the
// conversation, the student page's first paint, the live session report (answer to teacher's socket, the report call,
// the report page's render time), then streaming with a model (a product of its own against a fake model: first
// visible word and whole reply), with the same options (each script reads the ones it knows: see their headers).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
for (const script of ['checkins.mjs', 'turn-bytes.mjs', 'student-page.mjs', 'reports.mjs', 'streaming.mjs']) {
  const path = fileURLToPath(new URL(script, import.meta.url));
  const { status } = spawnSync(process.execPath, [path, ...args], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  console.log();
}
