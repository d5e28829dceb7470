import { describe, expect, it } from 'vitest';
import {
  assembleDocument,
  documentChange,
  instanceHead,
  messageLogOf,
  toInstanceDocument,
} from './instance-document.js';
import { instanceProjection } from './instance-projection.js';
import { type ConversationAppend, conversation } from './testing.js';

const QUESTIONS = 25;

/** What a turn's projection sends to Postgres: each statement's text and parameters. */
function bytesOfTurn(appends: ConversationAppend[], turn: number): number {
  return appends
    .filter((a) => a.turn === turn)
    .flatMap((a) => instanceProjection(a.after, documentChange(a.before, a.after)))
    .reduce((sum, s) => sum + Buffer.byteLength(s.sql) + Buffer.byteLength(JSON.stringify(s.params)), 0);
}

describe('the instance projection', () => {
  it('writes as many bytes at the twentieth answer as at the first', () => {
    const { appends } = conversation(QUESTIONS);
    const first = bytesOfTurn(appends, 1);
    const twentieth = bytesOfTurn(appends, 20);
    // The answers' own words differ by a character or two ("Answer 1" against "Answer 20").
    expect(Math.abs(twentieth - first)).toBeLessThan(64);
  });

  it('writes the log of each message an append changed, and of no other', () => {
    const { appends } = conversation(QUESTIONS);
    const logsWritten = (i: number) => {
      const { before, after } = appends[i]!;
      const statement = instanceProjection(after, documentChange(before, after))[1];
      return statement ? (statement.params[1] as number[]) : [];
    };
    // The 20th turn's answer, reply and rating: the answer (message 39), the reply (40), the answer again, rated.
    const turn20 = appends.findIndex((a) => a.turn === 20);
    expect([logsWritten(turn20), logsWritten(turn20 + 1), logsWritten(turn20 + 2)]).toEqual([[39], [40], [39]]);
  });

  it('stores the parts the document is assembled from again, the same as the whole', () => {
    const { final } = conversation(QUESTIONS);
    const logs = final.messages.map((m) => messageLogOf(final, m));
    expect(assembleDocument(instanceHead(final), logs)).toEqual(toInstanceDocument(final));
    expect(logs).toHaveLength(2 * QUESTIONS + 1);
  });
});
