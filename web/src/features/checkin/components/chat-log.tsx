import { useEffect, useRef } from 'react';
import type { ChatItem } from '../model/checkin-view';
import { ChatMessage } from './chat-message';

/**
 * The conversation, as a log. Its own live announcing is off: it would read every streamed word; complete
 * messages are announced by the LiveAnnouncer instead.
 */
export function ChatLog({ items, follow = true }: { items: ChatItem[]; follow?: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  const last = items[items.length - 1];
  const lastSize = last ? `${items.length}:${last.kind}:${last.text.length}` : '0';

  useEffect(() => {
    if (follow) end.current?.scrollIntoView?.({ block: 'nearest' });
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
