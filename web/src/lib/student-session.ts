/**
 * What a student's browser keeps for a check-in link, in localStorage: the student token (a student has no
 * account: this token *is* their identity for the session, so losing it loses their check-in), the template,
 * the instance once created (the latest one, when the teacher allows starting again), and the name they typed.
 * An index instanceId -> sessionId lets the results page (/assessment_instance/student/{id}) find the token of
 * every check-in taken with it. Storage may be missing, full or corrupt: every read tolerates it and every write
 * is best effort.
 */

export type StudentSession = {
  token: string;
  templateId: string;
  instanceId?: string;
  studentName?: string;
};

const PREFIX = 'checkin.student.';
const INDEX_KEY = 'checkin.student-instances';

const sessionKey = (sessionId: string) => `${PREFIX}${sessionId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return null;
  }
}

function readJson(key: string): unknown {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the check-in still works, it just cannot be resumed after a reload.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function asStudentSession(value: unknown): StudentSession | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!isText(v.token) || !isText(v.templateId)) return null;
  return {
    token: v.token,
    templateId: v.templateId,
    ...(isText(v.instanceId) ? { instanceId: v.instanceId } : {}),
    ...(typeof v.studentName === 'string' ? { studentName: v.studentName } : {}),
  };
}

function readIndex(): Record<string, string> {
  const value = readJson(INDEX_KEY);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => isText(entry[1])));
}

export function readStudentSession(sessionId: string): StudentSession | null {
  return asStudentSession(readJson(sessionKey(sessionId)));
}

export function saveStudentSession(sessionId: string, session: StudentSession): void {
  writeJson(sessionKey(sessionId), session);
  if (session.instanceId) writeJson(INDEX_KEY, { ...readIndex(), [session.instanceId]: sessionId });
}

/** Changes some fields of a stored session; nothing happens when there is none. */
export function updateStudentSession(sessionId: string, change: Partial<StudentSession>): StudentSession | null {
  const current = readStudentSession(sessionId);
  if (!current) return null;
  const next = { ...current, ...change };
  saveStudentSession(sessionId, next);
  return next;
}

/** Forgets a session's token and instances, to start the check-in afresh (a new token is a new student). */
export function forgetStudentSession(sessionId: string): void {
  try {
    storage()?.removeItem(sessionKey(sessionId));
  } catch {
    // Nothing to do: the entry stays, and is overwritten by the next save.
  }
  const index = Object.entries(readIndex()).filter(([, indexed]) => indexed !== sessionId);
  writeJson(INDEX_KEY, Object.fromEntries(index));
}

/** The session (and its stored token) an instance was taken in on this browser, if any. */
export function findStudentSessionForInstance(
  instanceId: string,
): { sessionId: string; session: StudentSession } | null {
  const sessionId = readIndex()[instanceId];
  const session = sessionId ? readStudentSession(sessionId) : null;
  // A session started afresh is forgotten with its instances; an earlier try of this one keeps its token.
  return sessionId && session ? { sessionId, session } : null;
}
