// The bytes Postgres writes for a turn, by the turn's place in the conversation, against the running product
// (`npm start`): a class (20 students by default) takes a check-in of the most questions a CheckIn may have, in rounds:
// every student sends their n-th answer, by the spec's getNextResponse, and waits for the reply; once all have it,
// the write-ahead log's position is read. A round's growth over its answers is what the n-th turn writes (events,
// the instance's row, the messages' logs and every index of theirs). Each student writes the same answers, so each
// round is the same turn for all of them, the last one included: it also writes the overall rating.
// The first write to a page after a checkpoint also logs a copy of the whole page (8 KB): a turn whose rows land on
// such pages writes more, wherever it falls in the conversation. With the extension pg_walinspect in the database,
// the copies are counted apart (`CREATE EXTENSION pg_walinspect`, as a superuser).
// Usage: node bench/turn-bytes.mjs [--url http://localhost:3000 --bytes-students 20 --database-url postgres://...
//   --email teacher@checkin.local --password checkin-demo]
import { parseArgs } from 'node:util';
import { MAX_QUESTIONS } from '@checkin/domain';
import { apiClient, requireProduct } from './api-client.mjs';
import { connectPostgres } from './postgres.mjs';
import { specStudent } from './spec-student.mjs';
import { TEACHER_OPTIONS, openClass, signInTeacher } from './teacher.mjs';

const { values: args } = parseArgs({
  strict: false,
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
    'bytes-students': { type: 'string', default: '20' },
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/checkin',
    },
    ...TEACHER_OPTIONS,
  },
});
const BASE = args.url.replace(/\/$/, '');
const STUDENTS = Number(args['bytes-students']);
const call = apiClient(BASE);

await requireProduct(BASE);
const db = await connectPostgres(args['database-url']);
if (db === null) {
  console.log(`Bytes per turn: Postgres at --database-url (${args['database-url']}) does not answer; skipped.`);
  process.exit(0);
}
const [{ walinspect }] = (
  await db.query(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_walinspect') AS walinspect`)
).rows;
const { access_token: teacher } = await signInTeacher(call, args);
const room = await openClass(call, teacher, {
  name: 'Bench: bytes per turn',
  questions: MAX_QUESTIONS,
  className: `Bench bytes per turn, ${STUDENTS} students`,
});
console.log(
  `Bytes Postgres writes per turn, by turn: ${STUDENTS} students take a check-in of ${MAX_QUESTIONS} questions in ` +
    `rounds, each sending the same answers...`,
);

/** The log's position now: as pg_lsn text, and in bytes. */
async function position() {
  const sql = `SELECT lsn::text AS lsn, pg_wal_lsn_diff(lsn, '0/0')::bigint AS bytes FROM pg_current_wal_lsn() AS lsn`;
  const [{ lsn, bytes }] = (await db.query(sql)).rows;
  return { lsn, bytes: Number(bytes) };
}
/** The copies of whole pages the log holds between two positions (null without pg_walinspect). */
async function pageCopies(from, to) {
  if (!walinspect) return null;
  const sql = 'SELECT coalesce(sum(fpi_size), 0) AS pages FROM pg_get_wal_stats($1, $2)';
  return Number((await db.query(sql, [from.lsn, to.lsn])).rows[0].pages);
}

const students = await Promise.all(
  Array.from({ length: STUDENTS }, (_, i) => specStudent(call, room, { name: `Student ${i + 1}` })),
);
const marks = [await position()];
for (let turn = 0, ended = false; !ended; turn++) {
  if (turn > MAX_QUESTIONS * 2) throw new Error('the conversations did not end');
  const ends = await Promise.all(students.map((s) => s.answer(turn)));
  ended = ends.every(Boolean);
  if (ends.some(Boolean) && !ended) throw new Error(`the students' conversations ended apart at turn ${turn + 1}`);
  marks.push(await position());
}
await Promise.all(students.map((s) => s.finish()));
await room.close();

const rounds = [];
for (let i = 1; i < marks.length; i++) {
  rounds.push({ bytes: marks[i].bytes - marks[i - 1].bytes, pages: await pageCopies(marks[i - 1], marks[i]) });
}
await db.end();
/** KB per turn of a round's bytes. */
const kb = (bytes) => (bytes / STUDENTS / 1024).toFixed(1).padStart(5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const withoutPages = (r) => r.bytes - (r.pages ?? 0);
for (let from = 0; from < rounds.length; from += 10) {
  const row = rounds.slice(from, from + 10);
  const turns = `turn ${from + 1}-${from + row.length}`;
  console.log(`${turns.padEnd(35)}${row.map((r) => kb(r.bytes)).join(' ')} KB each`);
  if (walinspect) {
    console.log(
      `${`${turns}, without page copies`.padEnd(35)}${row.map((r) => kb(withoutPages(r))).join(' ')} KB each`,
    );
  }
}
const measure = walinspect ? withoutPages : (r) => r.bytes;
console.log(
  `turns 1-5 against 16-20 (median)   ${kb(median(rounds.slice(0, 5).map(measure)))} KB against ` +
    `${kb(median(rounds.slice(15, 20).map(measure)))} KB${walinspect ? ', without page copies' : ''}`,
);
console.log(`last turn (with the overall rating) ${kb(rounds.at(-1).bytes)} KB`);
if (!walinspect) {
  console.log('(a turn above the rest logged pages whole: with pg_walinspect in the database they are counted apart)');
}
