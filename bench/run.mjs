// `npm run bench [-- options]`: the load benchmark, the student page's first paint, then the live session report
// (answer to teacher's socket, the report call, the report page's render time), with the same options
// (each script reads the ones it knows: see their headers).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
for (const script of ['checkins.mjs', 'student-page.mjs', 'reports.mjs']) {
  const path = fileURLToPath(new URL(script, import.meta.url));
  const { status } = spawnSync(process.execPath, [path, ...args], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  console.log();
}
