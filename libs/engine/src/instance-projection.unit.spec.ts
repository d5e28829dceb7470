import { type InstanceEvent, type InstanceState, type LiveInstanceState, evolve, initialState } from '@checkin/domain';
import { NOW, USAGE, answered, created, replied, started } from '@checkin/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  assembleDocument,
  documentChange,
  instanceHead,
  messageLogOf,
  toInstanceDocument,
} from './instance-document.js';
import { instanceProjection } from './instance-projection.js';

const QUESTIONS = 25;

function rated(cause: number, answerMessageId: string): InstanceEvent {
  return {
    type: 'AnswerRated',
    data: {
      cause,
      answerMessageId,
      rating: 2,
      explanation: 'Names evaporation but not condensation.',
      example: 'Water evaporates, the vapour cools and condenses into clouds.',
      usage: USAGE,
      model: 'test',
      ratedAt: NOW,
    },
  };
}

/** A conversation of QUESTIONS answers: each append (answer, reply, rating) with the states around it. */
function conversation() {
  const appends: Array<{ turn: number; before: InstanceState; after: LiveInstanceState }> = [];
  let state = [created(QUESTIONS), started(), replied(2, 0)].reduce(evolve, initialState);
  for (let turn = 1; turn <= QUESTIONS; turn++) {
    const answer = answered(`answer-${turn}`, turn - 1, `Answer ${turn}: water evaporates and condenses.`);
    const cause = state.version + 1;
    for (const event of [
      answer,
      replied(cause, turn, { shouldEnd: turn === QUESTIONS }),
      rated(cause, `answer-${turn}`),
    ]) {
      const before = state;
      state = evolve(state, event);
      appends.push({ turn, before, after: state as LiveInstanceState });
    }
  }
  return { appends, final: state as LiveInstanceState };
}

/** What a turn's projection sends to Postgres: each statement's text and parameters. */
function bytesOfTurn(appends: ReturnType<typeof conversation>['appends'], turn: number): number {
  return appends
    .filter((a) => a.turn === turn)
    .flatMap((a) => instanceProjection(a.after, documentChange(a.before, a.after)))
    .reduce((sum, s) => sum + Buffer.byteLength(s.sql) + Buffer.byteLength(JSON.stringify(s.params)), 0);
}

describe('the instance projection', () => {
  it('writes as many bytes at the twentieth answer as at the first', () => {
    const { appends } = conversation();
    const first = bytesOfTurn(appends, 1);
    const twentieth = bytesOfTurn(appends, 20);
    // The answers' own words differ by a character or two ("Answer 1" against "Answer 20").
    expect(Math.abs(twentieth - first)).toBeLessThan(64);
  });

  it('writes the log of each message an append changed, and of no other', () => {
    const { appends } = conversation();
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
    const { final } = conversation();
    const logs = final.messages.map((m) => messageLogOf(final, m));
    expect(assembleDocument(instanceHead(final), logs)).toEqual(toInstanceDocument(final));
    expect(logs).toHaveLength(2 * QUESTIONS + 1);
  });
});
