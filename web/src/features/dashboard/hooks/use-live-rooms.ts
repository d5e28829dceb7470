import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RealtimeClient } from '../../../lib/realtime';
import { useAuthSession } from '../../../lib/use-auth-session';
import { dashboardKeys } from '../api/keys';
import { createLiveClient } from './live-client';

/** Events come in bursts (a student answers, the AI replies): one refetch for the burst. */
const SETTLE_MS = 250;

/**
 * Keeps the session counts live: joins the given rooms (`session:<id>`, `template:<id>`) as the teacher and, on
 * any instance event there or a (re)join, refetches the session lists. The lists over HTTP are the truth; an event
 * only says "look again", so a missed one costs nothing but freshness.
 */
export function useLiveRooms(rooms: string[]) {
  const queryClient = useQueryClient();
  const token = useAuthSession()?.access_token;
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    if (!token) return;
    const realtime = createLiveClient(token);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.sessions() }), SETTLE_MS);
    };
    realtime.onEvent(refetch);
    // A (re)join may follow a gap in which events were missed: look again then too.
    realtime.onJoined(refetch);
    setClient(realtime);
    return () => {
      clearTimeout(timer);
      realtime.close();
      setClient(null);
    };
  }, [token, queryClient]);

  // The rooms change with the lists; the connection stays.
  const key = [...new Set(rooms)].sort().join(' ');
  useEffect(() => {
    if (!client || !key) return;
    const leaves = key.split(' ').map((room) => client.join(room));
    return () => leaves.forEach((leave) => leave());
  }, [client, key]);
}
