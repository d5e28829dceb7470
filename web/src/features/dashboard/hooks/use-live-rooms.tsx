import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import { createLiveClient } from '../../../lib/live-client';
import { useAuthSession } from '../../../lib/use-auth-session';
import { dashboardKeys } from '../api/keys';
import { SharedRooms } from './shared-rooms';

/** Events come in bursts (a student answers, the AI replies): one refetch for the burst. */
const SETTLE_MS = 250;

const LiveRoomsContext = createContext<SharedRooms | null>(null);

/**
 * One live connection for the whole dashboard page (recent sessions, a CheckIn's sessions panel): on any instance
 * event in a joined room, or a (re)join, the session lists are refetched. The lists over HTTP are the truth; an
 * event only says "look again", so a missed one costs nothing but freshness.
 */
export function LiveRoomsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useAuthSession()?.access_token;
  const [rooms, setRooms] = useState<SharedRooms | null>(null);

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
    setRooms(new SharedRooms(realtime));
    return () => {
      clearTimeout(timer);
      realtime.close();
      setRooms(null);
    };
  }, [token, queryClient]);

  return <LiveRoomsContext.Provider value={rooms}>{children}</LiveRoomsContext.Provider>;
}

/**
 * Keeps the session counts of a list live: joins the given rooms (`session:<id>`, `template:<id>`) over the page's
 * connection (LiveRoomsProvider) while the list is shown.
 */
export function useLiveRooms(rooms: string[]) {
  const shared = useContext(LiveRoomsContext);
  // The rooms change with the lists; the connection stays.
  const key = [...new Set(rooms)].sort().join(' ');
  useEffect(() => {
    if (!shared || !key) return;
    const leaves = key.split(' ').map((room) => shared.join(room));
    return () => leaves.forEach((leave) => leave());
  }, [shared, key]);
}
