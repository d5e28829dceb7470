import http from 'node:http';
import https from 'node:https';
import { gunzipSync, inflateSync } from 'node:zlib';
import { SOCKET_TRANSPORTS } from '@checkin/contracts/realtime';
import { io } from 'socket.io-client';

/** What the client accepts, as Node's fetch asks: the API compresses what it sends alike for both. */
const ACCEPT_ENCODING = 'gzip, deflate';

function decoded(body, encoding) {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/**
 * The product's HTTP calls as the benchmarks make them: `/auth/...` as is, every other path under `/api/v1`; a
 * body makes it a POST; a failed call throws with its status and the start of its answer.
 *
 * Calls go over kept-alive connections of Node's own HTTP client: the simulated class shares the machine with the
 * product it measures, and fetch spends about three times the CPU a call (measured: 0.67-1.32 ms against
 * 0.21-0.36 ms), which the product's figures then pay for.
 */
export function apiClient(base) {
  const url = new URL(base);
  const client = url.protocol === 'https:' ? https : http;
  // Node's agent lets a connection idle only as long as the API's Keep-Alive hint says (less a second) if it has a
  // timeout of its own. With none, it keeps an idle connection until the API closes it, and a call sent down it at
  // that moment fails (ECONNRESET) where a browser would send it again. Five minutes is longer than any call.
  const agent = new client.Agent({ keepAlive: true, timeout: 5 * 60_000 });
  const prefix = url.pathname.replace(/\/$/, '');
  return function call(path, body, token, method = body === undefined ? 'GET' : 'POST') {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const request = client.request(
        {
          protocol: url.protocol,
          hostname: url.hostname,
          port: url.port,
          path: `${prefix}${path.startsWith('/auth/') ? '' : '/api/v1'}${path}`,
          method,
          agent,
          headers: {
            'content-type': 'application/json',
            'accept-encoding': ACCEPT_ENCODING,
            ...(payload ? { 'content-length': payload.length } : {}),
            ...(token ? { 'x-auth-token': token } : {}),
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              const text = decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8');
              const status = response.statusCode ?? 0;
              if (status < 200 || status > 299) throw new Error(`${path} ${status} ${text.slice(0, 200)}`);
              resolve(text ? JSON.parse(text) : undefined);
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      // A failure on the way (a connection reset, say) names the call it broke.
      request.on('error', (error) => reject(new Error(`${path} ${error.message}`)));
      request.end(payload);
    });
  };
}

/** Ends the benchmark, saying how to start the product, when none answers at `base`. */
export async function requireProduct(base) {
  try {
    const health = await fetch(`${base}/health`);
    if (!health.ok) throw new Error(`health answered ${health.status}`);
  } catch (error) {
    console.error(
      `The product is not running at ${base} (${error.message}). Start it with \`npm start\`, then run this.`,
    );
    process.exit(1);
  }
}

/** A socket of the product's signed in with `token` as a page connects one, once connected (no reconnection). */
export function connectSocket(base, token) {
  return new Promise((resolve, reject) => {
    const socket = io(base, { ...SOCKET_TRANSPORTS, auth: { token }, reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
