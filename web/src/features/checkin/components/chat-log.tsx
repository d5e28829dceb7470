import { useEffect, useRef } from 'react';
import type { ChatItem } from '../model/checkin-view';
import { ChatMessage } from './chat-message';

type Props = {
  items: ChatItem[];
  /** Keep the newest message in view as the conversation grows (unless the student scrolled up to read). */
  follow?: boolean;
  /** Height covered at the bottom of the screen (the sticky answer box), so "in view" means above it. */
  bottomInset?: () => number;
};

/** How close to the newest message the student must be for the page to keep following the conversation. */
const FOLLOW_SLACK_PX = 160;

/**
 * The conversation, as a log. Its own live announcing is off: it would read every streamed word; complete
 * messages are announced by the LiveAnnouncer instead.
 */
export function ChatLog({ items, follow = true, bottomInset = () => 0 }: Props) {
  const end = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const inset = useRef(bottomInset);
  inset.current = bottomInset;
  const last = items[items.length - 1];
  const lastSize = last ? `${items.length}:${last.kind}:${last.text.length}` : '0';

  useEffect(() => {
    if (!follow) return;
    const onScroll = () => {
      const bottom = end.current?.getBoundingClientRect().bottom ?? 0;
      following.current = bottom - (window.innerHeight - inset.current()) < FOLLOW_SLACK_PX;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [follow]);

  useEffect(() => {
    const sentinel = end.current;
    if (!follow || !following.current || !sentinel) return;
    sentinel.style.scrollMarginBottom = `${inset.current() + 12}px`;
    sentinel.scrollIntoView?.({ block: 'nearest' });
  }, [follow, lastSize]);

  return (
    <div className="chat-log" role="log" aria-label="Conversation" aria-live="off" data-testid="chat-log">
      {items.length === 0 ? <p className="chat-log__empty">The conversation will appear here.</p> : null}
      <ol className="chat-log__list">
        {items.map((item) => (
          <ChatMessage key={item.id} item={item} />
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}
