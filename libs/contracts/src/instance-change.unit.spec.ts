import { describe, expect, it } from 'vitest';
import { type StudentHead, type StudentInstanceChange, applyStudentChange, studentViewOf } from './instance-change.js';
import type { StudentMessageLog } from './instance-document.js';

const SCALE = { id: 's', name: 'Four', levels: [] } as unknown as StudentHead['ratingScale'];
const head = (version: number, overall: StudentHead['overall'] = null): StudentHead =>
  ({
    id: 'i',
    version,
    ratingScale: SCALE,
    showOverallFeedback: true,
    overall,
    ai: { pending: [], failed: [] },
  }) as unknown as StudentHead;
const log = (messageId: string, role: 'assistant' | 'user', content: string): StudentMessageLog => ({
  role,
  content,
  messageId,
  questionIndex: 0,
  followUp: false,
  at: '2026-01-01T00:00:00.000Z',
  rating: null,
  ratingLabel: null,
  explanation: null,
  example: null,
  ratingScale: null,
  user_feedback: null,
});
const change = (from: number, logs: StudentInstanceChange['logs'], overall?: StudentHead['overall']) => ({
  instanceId: 'i',
  from,
  head: head(from + 1, overall),
  logs,
});

const view = studentViewOf(head(3), [log('m1', 'assistant', 'Question 1?')]);

describe("applying a change to the student's view", () => {
  it('adds and replaces logs at their places and takes the new head', () => {
    const answered = applyStudentChange(view, change(3, [{ index: 1, log: log('a1', 'user', 'Rain') }]))!;
    expect(answered.version).toBe(4);
    expect(answered.messages).toEqual([
      { role: 'assistant', content: 'Question 1?' },
      { role: 'user', content: 'Rain' },
    ]);
    const rated = { ...log('a1', 'user', 'Rain'), rating: 2 };
    const next = applyStudentChange(answered, change(4, [{ index: 1, log: rated }]))!;
    expect(next.messageLogs).toEqual([log('m1', 'assistant', 'Question 1?'), rated]);
    expect(next.displayMessages.map((m) => m.messageId)).toEqual(['m1', 'a1']);
  });

  it('ends the logs with the feedback once the conversation is rated', () => {
    const overall = { rating: 3, ratingLabel: 'Good', explanation: 'Clear', feedback: 'Feedback: well done' };
    const rated = applyStudentChange(view, change(3, [], overall))!;
    expect(rated.messageLogs.at(-1)).toEqual({
      role: 'feedback',
      content: 'Feedback: well done',
      rating: 3,
      ratingLabel: 'Good',
      explanation: 'Clear',
      ratingScale: SCALE,
    });
    // A later change keeps one feedback entry, at the end.
    const after = applyStudentChange(rated, change(4, [], overall))!;
    expect(after.messageLogs.filter((l) => l.role === 'feedback')).toHaveLength(1);
    expect(after.messages).toHaveLength(1);
  });

  it('leaves the view as it is for a change it shows already', () => {
    expect(applyStudentChange(view, change(2, [{ index: 0, log: log('x', 'user', 'old') }]))).toBe(view);
  });

  it('is null for a change that does not follow the view: one was missed', () => {
    expect(applyStudentChange(view, change(4, []))).toBeNull();
    expect(applyStudentChange(view, change(3, [{ index: 5, log: log('a9', 'user', 'gap') }]))).toBeNull();
  });
});
