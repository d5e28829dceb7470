import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckinDocument } from '../model/checkin-document';

/**
 * The answer being typed, kept in sessionStorage so that a reload (or a tab the browser discarded) does not lose
 * it. An answer sent is remembered as "sent as answer n" until the server has it: if the page reloads before
 * that, the words come back in the box. sessionStorage, not localStorage: a shared school computer forgets it
 * when the tab closes. The teacher's preview keeps nothing on the device: its draft lives in memory only.
 */
type Stored = { text: string; sentAs?: number };

const key = (instanceId: string) => `checkin.draft.${instanceId}`;

function read(instanceId: string): Stored | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key(instanceId)) ?? 'null') as Stored | null;
    return value && typeof value.text === 'string' ? value : null;
  } catch {
    return null;
  }
}

function write(instanceId: string, value: Stored | null): void {
  try {
    if (value && value.text) sessionStorage.setItem(key(instanceId), JSON.stringify(value));
    else sessionStorage.removeItem(key(instanceId));
  } catch {
    // Storage full or disabled: the draft lives in memory only.
  }
}

const answersIn = (doc: CheckinDocument) => doc.displayMessages.filter((m) => m.role === 'user').length;

export function useDraft(instanceId: string | undefined, doc: CheckinDocument | undefined, keep = true) {
  const [draft, setDraftState] = useState('');
  // No key, nothing stored: the preview's draft, or a student's before their instance exists.
  const stored = keep ? instanceId : undefined;
  const restored = useRef<string | null>(null);

  // Once per instance, when its document is known: bring back what was typed, or sent but never saved.
  useEffect(() => {
    if (!stored || !doc || restored.current === stored) return;
    restored.current = stored;
    const kept = read(stored);
    if (!kept) return;
    if (kept.sentAs !== undefined && answersIn(doc) >= kept.sentAs) return write(stored, null);
    setDraftState((current) => current || kept.text);
  }, [stored, doc]);

  const setDraft = useCallback(
    (next: string | ((current: string) => string)) => {
      setDraftState((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        if (stored) write(stored, { text: value });
        return value;
      });
    },
    [stored],
  );

  /** The box empties; the words stay stored as answer n until `saved`. */
  const markSent = useCallback(
    (text: string, answerNumber: number) => {
      setDraftState('');
      if (stored) write(stored, { text, sentAs: answerNumber });
    },
    [stored],
  );

  const saved = useCallback(() => {
    if (stored && read(stored)?.sentAs !== undefined) write(stored, null);
  }, [stored]);

  return { draft, setDraft, markSent, saved };
}
