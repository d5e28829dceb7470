import { useEffect, useRef, useState } from 'react';

/**
 * A polite live region for screen readers: it speaks each new complete message from the AI once (never the
 * words as they stream in). The message already there when the page opens is not repeated: it is in the log.
 */
export function LiveAnnouncer({ message }: { message: { id: string; text: string } | null }) {
  const [spoken, setSpoken] = useState('');
  const lastId = useRef(message?.id ?? null);

  useEffect(() => {
    if (!message || message.id === lastId.current) return;
    lastId.current = message.id;
    setSpoken(message.text);
  }, [message]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="checkin-announcer">
      {spoken}
    </div>
  );
}
