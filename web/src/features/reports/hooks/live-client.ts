import { RealtimeClient } from '../../../lib/realtime';

type Factory = (token: string) => RealtimeClient;

const socketClient: Factory = (token) => new RealtimeClient(token);
let factory: Factory = socketClient;

/** The teacher's live channel for an open report. */
export function createLiveClient(token: string): RealtimeClient {
  return factory(token);
}

/** Tests put a client over a fake socket here; no argument restores the real one. */
export function setLiveClientFactory(next?: Factory): void {
  factory = next ?? socketClient;
}
