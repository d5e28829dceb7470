// CPU time, memory and context switches of the product's processes, from the kernel's own per-process counters
// (/proc/PID/stat, /proc/PID/status and each thread's status): the api and worker by their entry points, every Postgres
// and Redis server process by name. Linux only; elsewhere the figures are left out.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** Which part of the product a process is, from its command line; null for any other process. */
function partOf(cmdline) {
  if (/api\/dist\/main\.js/.test(cmdline)) return 'api';
  if (/worker\/dist\/main\.js/.test(cmdline)) return 'worker';
  if (/^postgres/.test(cmdline) || /\/postgres\b/.test(cmdline)) return 'postgres';
  if (/redis-server/.test(cmdline)) return 'redis';
  return null;
}

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * How many times the threads of a process have been switched out so far, of their own accord (waiting for a message)
 * or not: each is a wake-up, which costs the machine CPU of its own beside the work it wakes for.
 */
function switchesOf(pid) {
  let switches = 0;
  let threads;
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  for (const tid of threads) {
    const status = read(`/proc/${pid}/task/${tid}/status`) ?? '';
    for (const [, count] of status.matchAll(/^(?:non)?voluntary_ctxt_switches:\s+(\d+)$/gm)) switches += Number(count);
  }
  return switches;
}

/** CPU ms (user + system), resident MB and context switches per part, summed over its processes, at this moment. */
export function sampleProcesses() {
  const parts = {
    api: { cpuMs: 0, rssMb: 0, switches: 0 },
    worker: { cpuMs: 0, rssMb: 0, switches: 0 },
    postgres: { cpuMs: 0, rssMb: 0, switches: 0 },
    redis: { cpuMs: 0, rssMb: 0, switches: 0 },
  };
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    const cmdline = read(`/proc/${pid}/cmdline`)?.replace(/\0/g, ' ') ?? '';
    const part = partOf(cmdline);
    if (!part) continue;
    const stat = read(`/proc/${pid}/stat`);
    if (!stat) continue;
    // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th fields, cutime and
    // cstime (of the children it has waited for: Postgres' connections that closed during the run) the 16th and 17th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    parts[part].cpuMs += (ticks * 1000) / TICKS_PER_SECOND;
    const rss = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`) ?? '');
    if (rss) parts[part].rssMb += Number(rss[1]) / 1024;
    parts[part].switches += switchesOf(pid);
  }
  return parts;
}

/** CPU ms (or, given `counter`, another counter of sampleProcesses) per unit of work between two samples. */
export function cpuPer(before, after, units, counter = 'cpuMs') {
  if (!before || !after || units === 0) return null;
  const per = {};
  let total = 0;
  for (const part of Object.keys(after)) {
    per[part] = (after[part][counter] - before[part][counter]) / units;
    total += per[part];
  }
  return { ...per, total };
}
