import type { RealtimeClient } from '../../../lib/realtime';

/**
 * The rooms the page's lists ask for over their one connection. Two lists may want the same room: it is joined
 * once, and left when the last of them lets it go.
 */
export class SharedRooms {
  private readonly rooms = new Map<string, { users: number; leave: () => void }>();

  constructor(private readonly client: RealtimeClient) {}

  join(room: string): () => void {
    const entry = this.rooms.get(room);
    if (entry) entry.users += 1;
    else this.rooms.set(room, { users: 1, leave: this.client.join(room) });
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const current = this.rooms.get(room);
      if (current && --current.users === 0) {
        this.rooms.delete(room);
        current.leave();
      }
    };
  }
}
