// Install and build whatever a fresh clone (or a pull) left missing or stale.
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describeExit, log, runStep, UserError } from './processes.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const mtime = (file) => statSync(file).mtimeMs;

/** Newest modification time of a file, or of any file below a folder; 0 when it does not exist. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

async function step(title, command, args, options) {
  log(title);
  const result = await runStep(command, args, options);
  if (result.code !== 0) throw new UserError(`${title} failed (${describeExit(result)})`);
}

/** `npm install` when node_modules is missing or older than package-lock.json. */
export async function ensureInstalled(root, track) {
  const modules = join(root, 'node_modules');
  const lock = join(root, 'package-lock.json');
  const installedLock = join(modules, '.package-lock.json');
  const stale =
    !existsSync(modules) || (existsSync(lock) && (!existsSync(installedLock) || mtime(lock) > mtime(installedLock)));
  if (!stale) return;
  await step('Installing dependencies: npm install', npm, ['install'], { cwd: root, track });
  // npm leaves the installed lock untouched when nothing changed; mark it fresh so the next start skips this.
  if (existsSync(installedLock)) utimesSync(installedLock, new Date(), new Date());
}

/** The web app is rebuilt only when its sources (its own, and the libraries it bundles) are newer than the build. */
export function webIsStale(root) {
  const built = newest(join(root, 'web', 'dist', 'index.html'));
  const sources = [
    'web/src',
    'web/public',
    'web/scripts',
    'web/index.html',
    'web/vite.config.ts',
    'libs/contracts/src',
    'libs/domain/src',
  ].map((p) => newest(join(root, p)));
  return built === 0 || Math.max(...sources) > built;
}

export async function buildAll(root, track) {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  await step('Building api and worker: tsc -b api worker', process.execPath, [tsc, '-b', 'api', 'worker'], {
    cwd: root,
    track,
  });
  if (webIsStale(root)) {
    // Always a production build, whatever NODE_ENV the product itself runs with.
    const env = { ...process.env, NODE_ENV: 'production' };
    await step('Building the web app: npm run build -w web', npm, ['run', 'build', '-w', 'web'], {
      cwd: root,
      env,
      track,
    });
  }
}
