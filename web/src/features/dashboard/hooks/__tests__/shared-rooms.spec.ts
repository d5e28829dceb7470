import { describe, expect, it, vi } from 'vitest';
import { FakeSocket, fakeRealtimeClient } from '../../../../test/fake-socket';
import { SharedRooms } from '../shared-rooms';

async function connected() {
  FakeSocket.all = [];
  const client = fakeRealtimeClient('token');
  await vi.waitFor(() => expect(FakeSocket.latest()).toBeDefined());
  const socket = FakeSocket.latest()!;
  socket.up();
  return { rooms: new SharedRooms(client), socket };
}

describe("the dashboard's shared rooms", () => {
  it('joins a room wanted by two lists once, and leaves it only when the last one lets go', async () => {
    const { rooms, socket } = await connected();
    const leaveRecent = rooms.join('session:1');
    const leavePanel = rooms.join('session:1');
    expect([...socket.joined]).toEqual(['session:1']);

    leaveRecent();
    leaveRecent(); // A second call changes nothing.
    expect([...socket.joined]).toEqual(['session:1']);
    leavePanel();
    expect([...socket.joined]).toEqual([]);
  });

  it('joins the room again after it was left by everyone', async () => {
    const { rooms, socket } = await connected();
    rooms.join('template:1')();
    rooms.join('template:1');
    expect([...socket.joined]).toEqual(['template:1']);
  });
});
