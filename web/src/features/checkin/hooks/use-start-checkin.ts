import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { checkinKeys } from '../api/input';
import type { CheckinDocument } from '../model/checkin-document';

/** The calls that make an instance and start it, as whoever takes the check-in makes them. */
export type StartCalls = {
  /** Makes the taker's instance; answers its id. */
  createInstance: (studentName: string) => Promise<string>;
  /** The student's only: a name changed on the welcome screen is recorded on the instance made before. */
  renameStudent?: (assessmentInstanceId: string, studentName: string) => Promise<unknown>;
  /** Asks for the first question. */
  startInstance: (assessmentInstanceId: string) => Promise<unknown>;
};

type Options = {
  calls: StartCalls;
  /** False while the calls cannot be made yet (the student's token is on its way). */
  ready: boolean;
  doc: CheckinDocument | undefined;
  /** The instance made before, if any (a student's device may know one that another tab made). */
  findInstance: () => string | undefined;
  initialName: string;
  onCreated: (instanceId: string) => void;
  onStarting: () => void;
  /** Where a failed start is told (the student's error page); without it, `startError` tells it on the page. */
  onStartFailed?: (message: string) => void;
};

/** The server answered the check-in that is over: the teacher turned retakes off since the page loaded. */
const NO_MORE_TRIES = 'Your teacher no longer allows another try at this check-in.';

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Error starting assessment session as the session was not created';

/**
 * Start: make the instance (once: a later Start resumes it), then start it, which answers with the first question.
 * Start again (when the teacher allows retakes and the check-in is over): make a new instance the same way and
 * start it; a failed creation is told on the page, beside the finished check-in still in view.
 */
export function useStartCheckin({
  calls,
  ready,
  doc,
  findInstance,
  initialName,
  onCreated,
  onStarting,
  onStartFailed,
}: Options) {
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [startAgainError, setStartAgainError] = useState<string | null>(null);
  const [studentName, setStudentName] = useState(initialName);

  const fail = (error: unknown) => (onStartFailed ? onStartFailed(messageOf(error)) : setStartError(messageOf(error)));

  const create = async (name: string) => {
    const instanceId = await calls.createInstance(name);
    onCreated(instanceId);
    return instanceId;
  };

  /** Asks for the first question. Already started (a second tab, a reload mid-start) or the AI slow (504): the
   * document tells the rest. */
  const begin = async (instanceId: string) => {
    try {
      await calls.startInstance(instanceId);
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 409 || error.status === 504))) throw error;
    } finally {
      // Either way: a failed start may still have changed the instance (a 504 leaves it started).
      void queryClient.invalidateQueries({ queryKey: checkinKeys.instance(instanceId) });
    }
  };

  const start = async () => {
    if (!ready || starting) return;
    const name = studentName.trim();
    setStarting(true);
    setStartError(null);
    onStarting();
    try {
      let instanceId = findInstance();
      if (!instanceId) instanceId = await create(name);
      else if (calls.renameStudent && doc && (doc.student_name ?? '') !== name) {
        await calls.renameStudent(instanceId, name);
      }
      await begin(instanceId);
    } catch (error) {
      fail(error);
    } finally {
      setStarting(false);
    }
  };

  const startAgain = async () => {
    if (!ready || starting) return;
    setStarting(true);
    setStartAgainError(null);
    onStarting();
    try {
      const instanceId = await create(studentName.trim());
      if (instanceId === doc?.assessmentInstanceId) throw new Error(NO_MORE_TRIES);
      // Made, but not started: told as a failed start (a Start there resumes it).
      await begin(instanceId).catch(fail);
    } catch (error) {
      setStartAgainError(error instanceof Error ? error.message : String(error));
    } finally {
      setStarting(false);
    }
  };

  return { start, startAgain, startAgainError, starting, startError, studentName, setStudentName };
}
