/**
 * The markers a model may begin its message with, to tell the examiner what the message is: FOLLOW_UP_MARKER for
 * a follow-up on the current question instead of moving on, a concern marker when the answer just given needs the
 * teacher's care (the message is then the supportive one). A marker is cut from the stream before the student sees
 * any of it; whether it counts is the caller's decision (the plan may not allow a follow-up).
 */
import { SAFETY_CATEGORIES, type SafetyCategory } from '@checkin/domain';

export const FOLLOW_UP_MARKER = '[FOLLOW-UP]';
export const concernMarker = (category: SafetyCategory) => `[CONCERN:${category}]`;
const MARKERS = [FOLLOW_UP_MARKER, ...SAFETY_CATEGORIES.map(concernMarker)];

/** The category a concern marker names, or null for any other marker. */
export function concernOf(marker: string | null): SafetyCategory | null {
  return SAFETY_CATEGORIES.find((c) => concernMarker(c) === marker) ?? null;
}

/**
 * Passes streamed text through, minus leading whitespace, a leading marker and trailing whitespace, so that
 * the text let through, concatenated, is exactly the message recorded.
 */
export class ReplyMarkerFilter {
  private head = '';
  private started = false;
  private skippingSpace = true;
  private trailingSpace = '';
  private found: string | null = null;

  /** The marker the message began with, or null. */
  get marker(): string | null {
    return this.found;
  }

  /** Takes the next piece of the stream; returns the text that may be shown now (may be empty). */
  push(delta: string): string {
    if (this.started) return this.body(delta);
    this.head = (this.head + delta).trimStart();
    if (this.head === '') return '';
    if (MARKERS.some((m) => m.startsWith(this.head))) return '';
    this.started = true;
    let rest = this.head;
    this.found = MARKERS.find((m) => rest.startsWith(m)) ?? null;
    if (this.found) rest = rest.slice(this.found.length);
    return this.body(rest);
  }

  /** At the end of the stream: a lone partial marker (the model wrote nothing else) is text after all. */
  end(): string {
    if (this.started || this.head === '') return '';
    this.started = true;
    if (MARKERS.includes(this.head)) {
      this.found = this.head;
      return '';
    }
    return this.body(this.head);
  }

  private body(text: string): string {
    if (this.skippingSpace) {
      text = text.trimStart();
      if (text === '') return '';
      this.skippingSpace = false;
    }
    // Whitespace is held back until more text follows it, so a message never ends in it.
    const all = this.trailingSpace + text;
    const kept = all.trimEnd();
    this.trailingSpace = all.slice(kept.length);
    return kept;
  }
}
