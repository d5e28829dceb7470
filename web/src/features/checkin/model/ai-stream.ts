import type { AiDelta } from '@checkin/contracts';

/**
 * The AI's reply while it is being written, from `ai.delta` chunks. A chunk may be lost (socket.io delivers at
 * most once), so the text shown is the chunks from the first up to the first gap; the complete message comes
 * from the instance document. `cause` names the AI request; a new `attempt` of it starts the text afresh.
 */
export type AiStream = { cause: number; attempt: number; parts: string[] } | null;

export type AiStreamAction = { type: 'delta'; delta: AiDelta } | { type: 'reset' };

/** Orders (cause, attempt) pairs: a later request, or a later attempt of the same one, replaces the text. */
function compare(a: { cause: number; attempt: number }, b: { cause: number; attempt: number }): number {
  return a.cause !== b.cause ? a.cause - b.cause : a.attempt - b.attempt;
}

export function aiStreamReducer(stream: AiStream, action: AiStreamAction): AiStream {
  if (action.type === 'reset') return null;
  const { cause, seq, text } = action.delta;
  const attempt = action.delta.attempt ?? 0;
  if (!Number.isInteger(seq) || seq < 0) return stream;
  const order = stream ? compare({ cause, attempt }, stream) : 1;
  if (order < 0) return stream;
  const parts = order > 0 || !stream ? [] : [...stream.parts];
  parts[seq] = text;
  return { cause, attempt, parts };
}

/** The text written so far: every chunk up to the first missing one. */
export function aiStreamText(stream: AiStream): string {
  if (!stream) return '';
  let text = '';
  for (let i = 0; i < stream.parts.length; i++) {
    const part = stream.parts[i];
    if (part === undefined) break;
    text += part;
  }
  return text;
}
