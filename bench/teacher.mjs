// The teacher a benchmark signs in as, and their socket in a session's room, as the report page keeps it.
import { io } from 'socket.io-client';

/** The options naming the teacher (the demo teacher by default), for parseArgs. */
export const TEACHER_OPTIONS = {
  email: { type: 'string', default: process.env.BENCH_TEACHER_EMAIL ?? 'teacher@checkin.local' },
  password: { type: 'string', default: process.env.BENCH_TEACHER_PASSWORD ?? 'checkin-demo' },
};

/** The teacher's session (access_token and the rest); a teacher who cannot sign in ends the benchmark, saying what to pass. */
export async function signInTeacher(call, { email, password }) {
  try {
    return await call('/auth/v1/token?grant_type=password', { email, password });
  } catch (error) {
    console.error(`Could not sign in ${email} (${error.message}): pass --email and --password of a teacher.`);
    process.exit(1);
  }
}

/** The teacher's socket in the session's room; `onEvent` hears its events from before the join. */
export async function sessionSocket(base, token, sessionId, onEvent) {
  const socket = io(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  if (onEvent) socket.on('instance.event', onEvent);
  await new Promise((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
  const joined = await socket.emitWithAck('join', { room: `session:${sessionId}` });
  if (!joined.ok) throw new Error(`the teacher may not join session:${sessionId}: ${joined.error}`);
  return socket;
}
