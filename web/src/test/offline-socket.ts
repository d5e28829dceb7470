import { vi } from 'vitest';

/**
 * socket.io-client's `io` for pages whose live channel never connects: they move on by the documents they fetch.
 * Use as `vi.mock('socket.io-client', () => import('.../test/offline-socket'))`.
 */
export const io = () => ({
  connected: false,
  active: true,
  io: { on: vi.fn(), reconnectionDelay: vi.fn() },
  on: vi.fn(),
  emit: vi.fn(),
  timeout: () => ({ emit: vi.fn() }),
  connect: vi.fn(),
  disconnect: vi.fn(),
  removeAllListeners: vi.fn(),
});
