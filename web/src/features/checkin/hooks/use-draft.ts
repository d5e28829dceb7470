import type { StudentInstanceView } from '@checkin/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The answer being typed, kept in sessionStorage so that a reload (or a tab the browser discarded) does not lose
 * it. An answer sent is remembered as "sent as answer n" until the server has it: if the page reloads before
 * that, the words come back in the box. sessionStorage, not localStorage: a shared school computer forgets it
 * when the tab closes.
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

const answersIn = (doc: StudentInstanceView) => doc.displayMessages.filter((m) => m.role === 'user').length;

export function useDraft(instanceId: string | undefined, doc: StudentInstanceView | undefined) {
  const [draft, setDraftState] = useState('');
  const restored = useRef<string | null>(null);

  // Once per instance, when its document is known: bring back what was typed, or sent but never saved.
  useEffect(() => {
    if (!instanceId || !doc || restored.current === instanceId) return;
    restored.current = instanceId;
    const stored = read(instanceId);
    if (!stored) return;
    if (stored.sentAs !== undefined && answersIn(doc) >= stored.sentAs) return write(instanceId, null);
    setDraftState((current) => current || stored.text);
  }, [instanceId, doc]);

  const setDraft = useCallback(
    (next: string | ((current: string) => string)) => {
      setDraftState((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        if (instanceId) write(instanceId, { text: value });
        return value;
      });
    },
    [instanceId],
  );

  /** The box empties; the words stay stored as answer n until `saved`. */
  const markSent = useCallback(
    (text: string, answerNumber: number) => {
      setDraftState('');
      if (instanceId) write(instanceId, { text, sentAs: answerNumber });
    },
    [instanceId],
  );

  const saved = useCallback(() => {
    if (instanceId && read(instanceId)?.sentAs !== undefined) write(instanceId, null);
  }, [instanceId]);

  return { draft, setDraft, markSent, saved };
}
