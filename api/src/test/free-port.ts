import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * A port free now, for a process that binds it once it has started. Chosen below the kernel's range for outgoing
 * connections (32768 and up by default): a port from that range could be given to one of the connections the process
 * opens before it listens (to Postgres and Redis, say).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = randomInt(20_000, 32_768);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
