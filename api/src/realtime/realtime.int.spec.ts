import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
});
afterAll(async () => {
  await product?.stop();
});

function connectError(token: string): Promise<string | null> {
  const socket = product.socket(token);
  return new Promise((resolve) => {
    socket.once('connect', () => (socket.disconnect(), resolve(null)));
    socket.once('connect_error', (error) => (socket.disconnect(), resolve(error.message)));
  });
}

describe('the socket handshake', () => {
  it('cuts a socket without a valid token', async () => {
    expect(await connectError('')).toBe('unauthorized');
    expect(await connectError('not-a-jwt')).toBe('unauthorized');
    const { sessionId } = await classroom(product);
    expect(await connectError(await studentToken(product, sessionId))).toBeNull();
  });

  it("lets a teacher join only their own session's and template's rooms, and students none of them", async () => {
    const mine = await classroom(product);
    const theirs = await classroom(product);
    const socket = product.socket(mine.teacher.token);
    expect(await socket.emitWithAck('join', { room: `session:${mine.sessionId}` })).toEqual({ ok: true, replayed: 0 });
    expect(await socket.emitWithAck('join', { room: `template:${mine.templateId}` })).toEqual({
      ok: true,
      replayed: 0,
    });
    expect(await socket.emitWithAck('join', { room: `session:${theirs.sessionId}` })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await socket.emitWithAck('join', { room: 'everything' })).toEqual({ ok: false, error: 'unknown room' });
    socket.disconnect();

    const student = product.socket(await studentToken(product, mine.sessionId));
    expect(await student.emitWithAck('join', { room: `session:${mine.sessionId}` })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    student.disconnect();
  });
});
