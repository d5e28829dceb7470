// The session report page in headless Chromium: how long each render takes from its data's arrival to the commit,
// as the page records it (performance.measure('session-report:render')), first with the whole session, then after
// each live answer. Used by bench/reports.mjs.
import { chromium } from 'playwright-core';

const MEASURE = 'session-report:render';
const TARGET_MS = 200;
/** A student's answer in an open report, from the student's send to the page's commit. */
const ANSWER_TARGET_MS = 250;
const FIRST_RENDER_TIMEOUT_MS = 20_000;
const SETTLE_MS = 1000;
const AUTH_STORAGE_KEY = 'checkin.auth'; // web/src/lib/auth-session.ts

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const renders = (page) =>
  page.evaluate(
    (name) =>
      performance.getEntriesByName(name).map((e) => ({
        duration: e.duration,
        // Wall-clock time of the data's arrival and of the commit, to compare with the student's send time.
        arrivedAt: performance.timeOrigin + e.startTime,
        committedAt: performance.timeOrigin + e.startTime + e.duration,
      })),
    MEASURE,
  );

/** Waits until the page has recorded more than `count` renders and then none for SETTLE_MS, or until `timeout`. */
async function settled(page, count, timeout) {
  const deadline = Date.now() + timeout;
  let seen = await renders(page);
  while (seen.length <= count && Date.now() < deadline) {
    await sleep(50);
    seen = await renders(page);
  }
  for (let quietSince = Date.now(); Date.now() - quietSince < SETTLE_MS && Date.now() < deadline;) {
    await sleep(100);
    const now = await renders(page);
    if (now.length === seen.length) continue;
    seen = now;
    quietSince = Date.now();
  }
  return seen;
}

/**
 * Opens the report signed in as the teacher (the session stored as the web app stores it), lets `join()` start a
 * student's check-in, then `answer()` send `liveAnswers` answers one by one, each resolving to
 * `{ sentAt, submittedAt }` (wall clock, ms), or null when the check-in has ended.
 */
export async function measureReportPage({ base, auth, sessionId, liveAnswers, join, answer }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const url = `${base}/assessment_report/session_report/${sessionId}`;
  const result = { url, first: null, live: [], toPage: [], recorded: true, otherMeasures: [] };
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(
      ([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value),
      [AUTH_STORAGE_KEY, JSON.stringify(auth)],
    );
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const first = await settled(page, 0, FIRST_RENDER_TIMEOUT_MS);
    if (first.length === 0) {
      result.recorded = false;
      result.otherMeasures = await page.evaluate(() => performance.getEntriesByType('measure').map((e) => e.name));
      result.landedOn = page.url();
      return result;
    }
    result.first = first[0];
    // A student joins the open report (a new row), then answers.
    await join();
    let seen = await settled(page, first.length, 5000);
    result.live.push(...seen.slice(first.length).map((r) => r.duration));
    for (let i = 0; i < liveAnswers; i++) {
      const sent = await answer();
      if (!sent) break;
      const now = await settled(page, seen.length, 10_000);
      const fresh = now.slice(seen.length);
      result.live.push(...fresh.map((r) => r.duration));
      // The first render of data that arrived after the answer reached the teacher's room.
      const shown = fresh.find((r) => r.arrivedAt >= sent.submittedAt);
      if (shown) result.toPage.push(shown.committedAt - sent.sentAt);
      seen = now;
    }
    return result;
  } finally {
    await browser.close();
    result.print = () => print(result);
  }
}

function print({ url, first, live, toPage, recorded, otherMeasures, landedOn }) {
  console.log(`\nSession report page ${url} in headless Chromium:`);
  if (!recorded) {
    const others = otherMeasures.length ? `; it records ${otherMeasures.join(', ')}` : '';
    const moved = landedOn === url ? '' : `; it went to ${landedOn}`;
    console.log(
      `render time                        NOT MEASURED: the page does not record '${MEASURE}'${others}${moved}`,
    );
    return;
  }
  const sorted = [...live].sort((a, b) => a - b);
  const p50 = sorted[Math.floor((sorted.length - 1) / 2)];
  const verdict = (v) => `(target ${TARGET_MS} ms${v > TARGET_MS ? ': MISSED' : ''})`;
  console.log(
    `first render (data -> commit)      ${first.duration.toFixed(0).padStart(5)} ms   ${verdict(first.duration)}`,
  );
  if (live.length === 0) return console.log('renders after live updates         none recorded');
  const max = Math.max(...live);
  console.log(
    `renders after live updates         p50 ${p50.toFixed(0).padStart(5)} ms   max ${max.toFixed(0).padStart(5)} ms   ` +
      `${verdict(max)}   (n=${live.length})`,
  );
  if (toPage.length) {
    const shown = [...toPage].sort((a, b) => a - b);
    console.log(
      `answer -> rendered in open report  p50 ${shown[Math.floor((shown.length - 1) / 2)].toFixed(0).padStart(5)} ms   ` +
        `max ${Math.max(...shown)
          .toFixed(0)
          .padStart(5)} ms   (target ${ANSWER_TARGET_MS} ms${
          Math.max(...shown) > ANSWER_TARGET_MS ? ': MISSED' : ''
        })   (n=${shown.length})`,
    );
  }
}
