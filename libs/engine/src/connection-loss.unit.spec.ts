import { describe, expect, it } from 'vitest';
import { isConnectionLoss, mayRunAgain, withReconnect } from './connection-loss.js';

/** Errors as the pg client throws them, and as TypeORM wraps them. */
const cutByServer = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const wrapped = Object.assign(new Error(cutByServer.message), { driverError: cutByServer });
const socketClosed = new Error('Connection terminated unexpectedly');
const refused = new Error('connect ECONNREFUSED 127.0.0.1:5432');
const duplicateKey = Object.assign(new Error('duplicate key value'), { code: '23505' });

describe('connection loss', () => {
  it('is a connection the server ended, a socket that closed, or a connection refused', () => {
    for (const error of [cutByServer, wrapped, socketClosed, refused]) expect(isConnectionLoss(error)).toBe(true);
    for (const error of [duplicateKey, new Error('timeout'), null, 'text']) expect(isConnectionLoss(error)).toBe(false);
  });

  it('lets any statement run again when it did not commit, and only a read when the socket closed under it', () => {
    const write = `INSERT INTO probe VALUES (1)`;
    const read = `SELECT n FROM probe`;
    const readingWith = `WITH a AS (SELECT 1) SELECT * FROM a`;
    const writingWith = `WITH a AS (INSERT INTO probe VALUES (1) RETURNING n) SELECT * FROM a`;
    expect(mayRunAgain(write, cutByServer)).toBe(true);
    expect(mayRunAgain(write, refused)).toBe(true);
    expect(mayRunAgain(write, socketClosed)).toBe(false);
    expect(mayRunAgain(writingWith, socketClosed)).toBe(false);
    expect(mayRunAgain(read, socketClosed)).toBe(true);
    expect(mayRunAgain(readingWith, socketClosed)).toBe(true);
    expect(mayRunAgain(read, duplicateKey)).toBe(false);
  });

  it('runs a statement up to three times more, then gives up with the last error', async () => {
    let runs = 0;
    const failing = () => {
      runs++;
      return Promise.reject(socketClosed);
    };
    await expect(withReconnect('SELECT 1', failing)).rejects.toBe(socketClosed);
    expect(runs).toBe(4);
    runs = 0;
    const flaky = () => (++runs < 3 ? Promise.reject(cutByServer) : Promise.resolve('ok'));
    await expect(withReconnect('UPDATE probe SET n = 1', flaky)).resolves.toBe('ok');
    runs = 0;
    await expect(withReconnect('UPDATE probe SET n = 1', failing)).rejects.toBe(socketClosed);
    expect(runs).toBe(1);
  });
});
