/**
 * The follow-up convention: a model that asks a follow-up on the current question, instead of moving on,
 * begins its message with FOLLOW_UP_MARKER. The marker is cut from the stream before the student sees any of
 * it; whether it counts is the caller's decision (the plan may not allow a follow-up).
 */
export const FOLLOW_UP_MARKER = '[FOLLOW-UP]';

/**
 * Passes streamed text through, minus leading whitespace, a leading marker and trailing whitespace, so that
 * the text let through, concatenated, is exactly the message recorded.
 */
export class FollowUpMarkerFilter {
  private head = '';
  private started = false;
  private skippingSpace = true;
  private trailingSpace = '';
  private marked = false;

  get sawMarker(): boolean {
    return this.marked;
  }

  /** Takes the next piece of the stream; returns the text that may be shown now (may be empty). */
  push(delta: string): string {
    if (this.started) return this.body(delta);
    this.head = (this.head + delta).trimStart();
    if (this.head === '') return '';
    if (FOLLOW_UP_MARKER.startsWith(this.head)) return '';
    this.started = true;
    let rest = this.head;
    if (rest.startsWith(FOLLOW_UP_MARKER)) {
      this.marked = true;
      rest = rest.slice(FOLLOW_UP_MARKER.length);
    }
    return this.body(rest);
  }

  /** At the end of the stream: a lone partial marker (the model wrote nothing else) is text after all. */
  end(): string {
    if (this.started || this.head === '' || this.head === FOLLOW_UP_MARKER) return '';
    this.started = true;
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
