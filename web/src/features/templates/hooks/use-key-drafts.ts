// Types only: a value import of @checkin/contracts would bring its schemas into every page's first load.
import type { DraftKeyUpdate, PartialKey, RoomName } from '@checkin/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadAuth } from '../../../lib/auth-boot';
import { createLiveClient } from '../../../lib/live-client';
import type { RealtimeClient } from '../../../lib/realtime';
import { cancelDraftAnswerKeys, draftAnswerKeys } from '../api/draft-answer-keys';
import { type QuestionDraft, hasKey, questionFromDraft } from '../model/question-draft';

/** The grade and topic a drafted key is written for. */
export type DraftAbout = { grade: string; topic: string };

/** How the draft of one question's key stands, as the builder shows it. */
export type KeyDraftState = { state: 'drafting' } | { state: 'drafted' } | { state: 'failed'; error: string };

export const EMPTY_KEY: PartialKey = { modelAnswer: '', keyPoints: [], misconceptions: [] };

const JOIN_TIMEOUT_MS = 10_000;
const NO_LIVE_CHANNEL = 'The drafts could not reach this page. Check your connection and try again.';
/**
 * With nothing heard for this long, the drafts still open are given up: the model's call and its retry end well
 * within it, so the examiner is gone (a worker stopped, the live channel lost) rather than slow.
 */
export const DRAFT_SILENCE_MS = 180_000;
export const NO_ANSWER = 'The examiner stopped answering. Try again.';

/** One request for drafts: the questions (by their place in the form) it sent, in the order it sent them. */
type Run = {
  requestId: string;
  client: RealtimeClient;
  places: number[];
  /** Questions whose key is still being written. */
  underway: Set<number>;
  /** Known once the API answers: the questions being drafted. */
  expected: number[] | null;
  finished: Set<number>;
  /** Fires when nothing has been heard of the request for DRAFT_SILENCE_MS. */
  silence: ReturnType<typeof setTimeout> | null;
};

/** Resolves once the client is in `room`, so that no update sent to it is missed. */
function joinRoom(client: RealtimeClient, room: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(NO_LIVE_CHANNEL));
    }, JOIN_TIMEOUT_MS);
    const off = client.onJoined((joined) => {
      if (joined !== room) return;
      clearTimeout(timer);
      off();
      resolve();
    });
    client.join(room);
  });
}

/**
 * The model drafting the keys of the teacher's questions, streamed into the form: `write` puts each key, as far as it
 * is written, into its question's fields (the teacher's own keys are never sent to be drafted, and nothing is saved
 * here). Each question has a state (drafting, drafted, failed); `cancel` stops the drafts and clears the unfinished.
 */
export function useKeyDrafts(about: DraftAbout | null, write: (index: number, key: PartialKey) => void) {
  const [states, setStates] = useState<Record<number, KeyDraftState>>({});
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useRef<Run | null>(null);
  const writeRef = useRef(write);
  writeRef.current = write;

  const setState = (index: number, state: KeyDraftState | null) =>
    setStates((current) => {
      const next = { ...current };
      if (state) next[index] = state;
      else delete next[index];
      return next;
    });

  const finish = useCallback(() => {
    const current = run.current;
    if (current?.silence) clearTimeout(current.silence);
    current?.client.close();
    run.current = null;
    setActive(false);
  }, []);

  /** Gives up the drafts still open: each says so, its half-written key cleared, and the request is cancelled. */
  const giveUp = (current: Run) => {
    if (run.current !== current) return;
    void cancelDraftAnswerKeys(current.requestId).catch(() => undefined);
    (current.expected ?? []).forEach((place) => {
      if (current.finished.has(place)) return;
      const index = current.places[place]!;
      writeRef.current(index, EMPTY_KEY);
      setState(index, { state: 'failed', error: NO_ANSWER });
    });
    finish();
  };

  /** Something was heard of the request: the silence starts again. */
  const heard = (current: Run) => {
    if (current.silence) clearTimeout(current.silence);
    current.silence = setTimeout(() => giveUp(current), DRAFT_SILENCE_MS);
  };

  const settleIfDone = (current: Run) => {
    if (current.expected?.every((place) => current.finished.has(place))) finish();
  };

  const receive = (current: Run, update: DraftKeyUpdate) => {
    if (run.current !== current || update.requestId !== current.requestId) return;
    const index = current.places[update.index];
    if (index === undefined || current.finished.has(update.index)) return;
    heard(current);
    if (update.state === 'drafting') {
      current.underway.add(index);
      writeRef.current(index, update.key);
      setState(index, { state: 'drafting' });
      return;
    }
    current.underway.delete(index);
    current.finished.add(update.index);
    writeRef.current(index, update.state === 'drafted' ? update.key : EMPTY_KEY);
    setState(index, update.state === 'drafted' ? { state: 'drafted' } : { state: 'failed', error: update.error });
    settleIfDone(current);
  };

  /** Drafts the key of each question with text and no key, or of the one question `only`. */
  const start = async (questions: QuestionDraft[], only?: number) => {
    if (!about || run.current) return;
    const places = questions.flatMap((q, i) =>
      q.question.trim() !== '' && (only === undefined ? !hasKey(q) : i === only) ? [i] : [],
    );
    if (places.length === 0) return;
    setError(null);
    setActive(true);
    const requestId = crypto.randomUUID();
    try {
      const token = await (await loadAuth()).getAccessToken();
      const current: Run = {
        requestId,
        client: createLiveClient(token),
        places,
        underway: new Set(),
        expected: null,
        finished: new Set(),
        silence: null,
      };
      run.current = current;
      current.client.onDraft((update) => receive(current, update));
      const room: RoomName = `draft:${requestId}`;
      await joinRoom(current.client, room);
      if (run.current !== current) return;
      const drafting = await draftAnswerKeys({
        requestId,
        ...about,
        questions: places.map((i) => questionFromDraft(questions[i]!)),
      });
      if (run.current !== current) return;
      current.expected = drafting;
      heard(current);
      for (const place of drafting) {
        const index = places[place]!;
        if (current.finished.has(place)) continue;
        current.underway.add(index);
        setState(index, { state: 'drafting' });
      }
      settleIfDone(current);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : NO_LIVE_CHANNEL);
      finish();
    }
  };

  /** Stops drafting: drafts not yet begun are dropped, and keys still being written are cleared. */
  const cancel = useCallback(() => {
    const current = run.current;
    if (!current) return;
    void cancelDraftAnswerKeys(current.requestId).catch(() => undefined);
    for (const index of current.underway) {
      writeRef.current(index, EMPTY_KEY);
      setStates((states) => {
        const next = { ...states };
        delete next[index];
        return next;
      });
    }
    finish();
  }, [finish]);

  // Leaving the builder stops the drafts.
  useEffect(() => cancel, [cancel]);

  return { states, active, error, start, cancel };
}
