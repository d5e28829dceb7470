import { RealtimeClient } from './realtime';

type Factory = (token: string) => RealtimeClient;

const socketClient: Factory = (token) => new RealtimeClient(token);
let factory: Factory = socketClient;

/**
 * The teacher's live channel: one per page that shows live counts or an open report. Teacher pages only: it
 * loads realtime.ts with them, where the student pages fetch it after rendering (use-instance-live.ts).
 */
export function createLiveClient(token: string): RealtimeClient {
  return factory(token);
}

/** Tests put a client over a fake socket here; no argument restores the real one. */
export function setLiveClientFactory(next?: Factory): void {
  factory = next ?? socketClient;
}
