// Live session report, against the running product (`npm start`): a teacher's socket in the session's room while
// a class of students (40 by default) takes a check-in of 10 questions at once. Measures, for every answer, the
// time from the student sending it (getNextResponse) to the teacher's socket receiving it, and its rating; then
// GET /reports/session/{id} of the finished session; then the report page's render time in headless Chromium.
// Usage: node bench/reports.mjs [--url http://localhost:3000 --report-students 40 --report-questions 10
//   --think 2000-6000 --report-calls 50 --live-answers 5 --email teacher@checkin.local --password checkin-demo]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { apiClient, requireProduct } from './api-client.mjs';
import { measureReportPage } from './report-page.mjs';
import { TEACHER_OPTIONS, openClass, sessionSocket, signInTeacher } from './teacher.mjs';
import { specStudent } from './spec-student.mjs';

const { values: args } = parseArgs({
  strict: false,
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
    'report-students': { type: 'string', default: '40' },
    'report-questions': { type: 'string', default: '10' },
    think: { type: 'string', default: process.env.BENCH_THINK_MS ?? '2000-6000' },
    'report-calls': { type: 'string', default: '50' },
    'live-answers': { type: 'string', default: '5' },
    ...TEACHER_OPTIONS,
  },
});
const BASE = args.url.replace(/\/$/, '');
const STUDENTS = Number(args['report-students']);
const QUESTIONS = Number(args['report-questions']);
const [THINK_MIN, THINK_MAX = THINK_MIN] = args.think.split('-').map(Number);
const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const TARGET_MS = 250;
const SOCKET_GRACE_MS = 5000;
const call = apiClient(BASE);

/**
 * When each answer left the student and reached the teacher's socket, and its rating: `sent` is keyed by
 * instance until the AnswerSubmitted event names the answer's message id.
 */
function answerClock(socket) {
  const inFlight = new Map(); // instanceId -> send time of its answer now in flight
  const sent = new Map(); // `${instanceId}/${messageId}` -> send time
  const clock = { answerMs: [], ratedMs: [], answers: 0, waiters: new Set() };
  socket.on('instance.event', (event) => {
    const now = performance.now();
    if (event.type === 'AnswerSubmitted' && inFlight.has(event.instanceId)) {
      const at = inFlight.get(event.instanceId);
      inFlight.delete(event.instanceId);
      sent.set(`${event.instanceId}/${event.data.messageId}`, at);
      clock.answerMs.push(now - at);
    } else if (event.type === 'AnswerRated') {
      const at = sent.get(`${event.instanceId}/${event.data.answerMessageId}`);
      if (at !== undefined) clock.ratedMs.push(now - at);
    }
    for (const waiter of clock.waiters) waiter(event, now);
  });
  clock.sending = (instanceId) => (clock.answers++, inFlight.set(instanceId, performance.now()));
  return clock;
}

/** A student of the class, their answers starting from the index-th; the clock hears each answer leave. */
const student = (index, room, clock, name = `Student ${index + 1}`) =>
  specStudent(call, room, { name, first: index, onSend: clock.sending });

async function takeCheckIn(index, room, clock) {
  const checkIn = await student(index, room, clock);
  for (let turn = 0, ended = false; !ended; turn++) {
    if (turn > QUESTIONS * 2) throw new Error('conversation did not end');
    await think();
    ended = await checkIn.answer(turn);
  }
  await checkIn.finish();
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}
const ms = (v) => `${Number.isFinite(v) ? v.toFixed(0) : '–'} ms`.padStart(8);
const figures = (values) =>
  `p50 ${ms(percentile(values, 50))}   p95 ${ms(percentile(values, 95))}   max ${ms(Math.max(...values))}`;

await requireProduct(BASE);

const auth = await signInTeacher(call, args);
const teacher = auth.access_token;
const room = await openClass(call, teacher, {
  name: 'Bench: live report',
  questions: QUESTIONS,
  className: `Bench class of ${STUDENTS}`,
});
const socket = await sessionSocket(BASE, teacher, room.sessionId);
const clock = answerClock(socket);

console.log(
  `${STUDENTS} students take a check-in of ${QUESTIONS} questions at once while the teacher's socket watches ` +
    `session ${room.sessionId} (${BASE}, think ${args.think} ms)...`,
);
const began = performance.now();
const results = await Promise.allSettled(Array.from({ length: STUDENTS }, (_, i) => takeCheckIn(i, room, clock)));
const errors = results.filter((r) => r.status === 'rejected').map((r) => r.reason?.message ?? String(r.reason));
const seconds = (performance.now() - began) / 1000;
// The last ratings may still be on their way.
for (let waited = 0; clock.ratedMs.length < clock.answers && waited < SOCKET_GRACE_MS; waited += 100) await sleep(100);

const target = (values) =>
  `${figures(values)}   (target ${TARGET_MS} ms${percentile(values, 95) > TARGET_MS ? ': MISSED' : ''})`;
console.log(
  `\ncompleted check-ins                ${STUDENTS - errors.length} of ${STUDENTS} in ${seconds.toFixed(1)} s`,
);
console.log(`answers sent                       ${clock.answers}`);
console.log(`answer -> open report (socket)     ${target(clock.answerMs)}   (n=${clock.answerMs.length})`);
console.log(`answer -> its rating in report     ${figures(clock.ratedMs)}   (n=${clock.ratedMs.length})`);
console.log(`answers missing on the socket      ${clock.answers - clock.answerMs.length}`);
console.log(`ratings missing on the socket      ${clock.answers - clock.ratedMs.length}`);

const reportMs = [];
let report;
for (let i = 0; i < Number(args['report-calls']); i++) {
  const start = performance.now();
  report = await call(`/reports/session/${room.sessionId}`, undefined, teacher);
  reportMs.push(performance.now() - start);
}
const shape = `${report.data.rows.length} students x ${Math.max(...report.data.rows.map((r) => r.questions.length))} questions`;
console.log(`GET /reports/session/{id}          ${figures(reportMs)}   (${shape}, n=${reportMs.length})`);

// A student who arrives late joins and answers while the report page is open: the renders after live updates.
let late;
let lateTurn = 0;
let lateEnded = false;
const page = await measureReportPage({
  base: BASE,
  auth,
  sessionId: room.sessionId,
  liveAnswers: Number(args['live-answers']),
  join: async () => (late = await student(STUDENTS, room, clock, 'Late student')),
  answer: async () => {
    if (lateEnded) return null;
    const sentAt = Date.now();
    const submitted = new Promise((resolve) => {
      const waiter = (event) => {
        if (event.type !== 'AnswerSubmitted' || event.instanceId !== late.id) return;
        clock.waiters.delete(waiter);
        resolve(Date.now());
      };
      clock.waiters.add(waiter);
    });
    lateEnded = await late.answer(lateTurn++);
    return { sentAt, submittedAt: await submitted };
  },
});
page.print();

socket.disconnect();
await room.close();
console.log(`errors                             ${errors.length}`);
for (const e of [...new Set(errors)].slice(0, 5)) console.log(`  ${e}`);
process.exit(errors.length ? 1 : 0);
