import { findStudentSessionForInstance } from '../../lib/student-session';

/**
 * The way back to a finished check-in's results, kept in this tab only (sessionStorage) once its student presses
 * Finish. The device forgets the student then, so the next one to open the link starts afresh; "See your results"
 * still works in the tab that finished, and closing the tab forgets it too.
 */
export type ResultsAccess = { sessionId: string; token: string };

const KEY = 'checkin.finished-results';

// Storage may be disabled (even reading `sessionStorage` throws then), full or corrupt: all is best effort.
function readKept(): Partial<Record<string, ResultsAccess>> {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return kept && typeof kept === 'object' ? kept : {};
  } catch {
    return {};
  }
}

export function keepResultsInThisTab(instanceId: string, access: ResultsAccess): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...readKept(), [instanceId]: access }));
  } catch {
    // Then the results page says they are not on this device, which is then true.
  }
}

/** How this browser may open an instance's results: its student's stored session, or this tab's finished one. */
export function findResultsAccess(instanceId: string): ResultsAccess | null {
  const stored = findStudentSessionForInstance(instanceId);
  if (stored) return { sessionId: stored.sessionId, token: stored.session.token };
  const kept = readKept()[instanceId];
  return typeof kept?.token === 'string' && typeof kept.sessionId === 'string' ? kept : null;
}
