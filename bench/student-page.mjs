// First contentful paint of the student's check-in page in headless Chromium, cold (a new browser context each
// load), against the running product (`npm start`), and what each load costs the API's CPU (the page, its files and
// its calls up to the Start button: a class opening the link at once pays it once per student).
// Usage: node bench/student-page.mjs [--url http://localhost:3000 --session <id> --loads 7]
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { cpuPer, sampleProcesses } from './process-cpu.mjs';

const { values: args } = parseArgs({
  strict: false,
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
    session: { type: 'string', default: process.env.BENCH_SESSION ?? '00000000-0000-4000-8000-000000000201' },
    loads: { type: 'string', default: '7' },
  },
});
const target = `${args.url.replace(/\/$/, '')}/session/${args.session}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const samples = [];
let before;
let after;
try {
  // One load first, not counted: the API's first answers of each kind include compiling their code.
  for (let i = -1; i < Number(args.loads); i++) {
    if (i === 0) before = sampleProcesses();
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    let scriptBytes = 0;
    page.on('requestfinished', async (request) => {
      if (request.resourceType() === 'script') scriptBytes += (await request.sizes()).responseBodySize;
    });
    await page.goto(target, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Start' }).waitFor();
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ready: performance.now(),
    }));
    await page.waitForLoadState('networkidle');
    if (i >= 0) samples.push({ ...timing, scriptBytes });
    await context.close();
  }
  after = sampleProcesses();
} finally {
  await browser.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fcps = samples.map((s) => s.fcp);
console.log(`Student page ${target}, ${samples.length} cold loads in headless Chromium at 360 px:`);
console.log(
  `first contentful paint   median ${median(fcps).toFixed(0)} ms   min ${Math.min(...fcps).toFixed(0)} ms   max ${Math.max(...fcps).toFixed(0)} ms`,
);
console.log(`Start button ready       median ${median(samples.map((s) => s.ready)).toFixed(0)} ms`);
console.log(
  `JavaScript transferred   ${(median(samples.map((s) => s.scriptBytes)) / 1024).toFixed(1)} KB (compressed, as sent)`,
);
const cpu = cpuPer(before, after, samples.length);
if (cpu) console.log(`API CPU per load         ${cpu.api.toFixed(1)} ms (with what it spends idle meanwhile)`);
