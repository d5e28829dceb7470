import type { ClientEvent } from '@checkin/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createLiveClient } from '../../../lib/live-client';
import type { ConnectionState, RealtimeClient } from '../../../lib/realtime';
import { useAuthSession } from '../../../lib/use-auth-session';
import { reportKeys } from '../api/keys';

/**
 * Events come in bursts (a student answers; the AI replies and rates). The first event of a burst reads the report
 * again after this short wait, so the teacher sees it at once; those that arrive while that read is under way
 * make one more read after it, never one each.
 */
export const SETTLE_MS = 40;

const noClient = { subscribe: () => () => {}, state: 'connecting' as ConnectionState };

/**
 * Keeps a report live: joins `room` (`session:<id>`, `template:<id>`) as the teacher and, on any instance event
 * there or a (re)join, reads the report again. The report over HTTP is the truth; an event only says "look again".
 * An open student's drawer is read again too when the event is theirs.
 */
export function useLiveReport(room: string, queryKey: QueryKey): ConnectionState {
  const queryClient = useQueryClient();
  const token = useAuthSession()?.access_token;
  const keyText = JSON.stringify(queryKey);
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    if (!token) return;
    const key = JSON.parse(keyText) as QueryKey;
    const realtime = createLiveClient(token);
    const instances = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reading = false;
    let again = false;
    const read = async () => {
      timer = undefined;
      reading = true;
      const drawers = [...instances];
      instances.clear();
      try {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: key, exact: true }),
          ...drawers.map((id) => queryClient.invalidateQueries({ queryKey: reportKeys.instance(id) })),
        ]);
      } finally {
        reading = false;
      }
      if (again) {
        again = false;
        timer = setTimeout(() => void read(), SETTLE_MS);
      }
    };
    const refetch = (event?: ClientEvent) => {
      if (event) instances.add(event.instanceId);
      if (reading) again = true;
      else timer ??= setTimeout(() => void read(), SETTLE_MS);
    };
    realtime.onEvent(refetch);
    // A (re)join may follow a gap in which events were missed: look again then too.
    realtime.onJoined(() => refetch());
    const leave = realtime.join(room);
    setClient(realtime);
    return () => {
      clearTimeout(timer);
      again = false;
      leave();
      realtime.close();
      setClient(null);
    };
  }, [token, room, keyText, queryClient, setClient]);

  const source = client ?? noClient;
  return useSyncExternalStore(source.subscribe, () => source.state);
}
