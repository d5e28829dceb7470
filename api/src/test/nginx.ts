import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const SITE = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/opt/homebrew/bin/nginx'].find(existsSync) ?? 'nginx';

/** The header naming the process that answered: added for tests only, to tell the processes apart. */
export const UPSTREAM_HEADER = 'x-upstream';

export type Nginx = { baseUrl: string; child: ChildProcess; stop(): Promise<void> };

/**
 * nginx from the machine's packages in front of the given API processes (`127.0.0.1:port` each), configured with the
 * product's own site (deploy/nginx.conf): only its listening address and its upstream's servers are this test's.
 */
export async function startNginx(servers: readonly string[]): Promise<Nginx> {
  const dir = await mkdtemp(join(tmpdir(), 'checkin-nginx-'));
  // nginx's workers run as an unprivileged user when started as root: they must reach the temp folders here.
  await chmod(dir, 0o755);
  const port = await freePort();
  const site = testSite(await readFile(SITE, 'utf8'), port, servers);
  const config = join(dir, 'nginx.conf');
  await writeFile(
    config,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  const output: string[] = [];
  const child = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', (error) => output.push(`${NGINX}: ${error.message} (install nginx, e.g. apt-get install nginx)`));
  await untilListening(port, child, output);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The product's site with this test's address and servers, and the header that names who answered. */
function testSite(site: string, port: number, servers: readonly string[]): string {
  const replaced = (text: string, pattern: RegExp, by: (indent: string, rest: string) => string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    return text.replace(pattern, (_line, indent: string, rest: string) => by(indent, rest));
  };
  let test = replaced(site, /^(\s*)listen 80;()$/m, (indent) => `${indent}listen 127.0.0.1:${port};`);
  test = replaced(test, /^(\s*)server api:3000(.*);$/m, (indent, options) =>
    servers.map((server) => `${indent}server ${server}${options};`).join('\n'),
  );
  return replaced(
    test,
    /^(\s*)location \/ \{()$/m,
    (indent) => `${indent}location / {\n${indent}    add_header ${UPSTREAM_HEADER} $upstream_addr always;`,
  );
}

async function untilListening(port: number, child: ChildProcess, output: string[]): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (child.exitCode !== null || output.some((line) => line.includes('install nginx')))
      throw new Error(`nginx did not start:\n${output.join('')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(50);
  }
  throw new Error(`nginx did not listen on ${port} within 5 s:\n${output.join('')}`);
}
