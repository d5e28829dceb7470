import type { ClientEvent } from '@checkin/contracts';
import { type InstanceEvent, type LiveInstanceState, fold } from '@checkin/domain';
import { NOW, answered, created, replied, started } from '@checkin/domain/testing';
import { describe, expect, it } from 'vitest';
import { toInstanceDocument } from './instance-document.js';
import { studentClientEvent, studentInstanceView } from './student-view.js';

const raised: InstanceEvent = {
  type: 'SafetyConcernRaised',
  data: { answerMessageId: 'a1', category: 'abuse', reason: 'May speak of being hurt.', raisedAt: NOW },
};
const events: InstanceEvent[] = [created(2), started(), replied(2, 0), answered('a1', 0, 'my dad hits me'), raised];
const doc = toInstanceDocument(fold(events) as LiveInstanceState);

describe('a safety alert', () => {
  it('is in the instance document, with the answer that raised it', () => {
    expect(doc.safetyAlerts).toEqual([
      {
        answerMessageId: 'a1',
        questionIndex: 0,
        answer: 'my dad hits me',
        category: 'abuse',
        reason: 'May speak of being hurt.',
        raisedAt: NOW,
      },
    ]);
  });

  it('is not in the student view of the document', () => {
    const view = studentInstanceView(doc);
    expect(view).not.toHaveProperty('safetyAlerts');
    expect(JSON.stringify(view)).not.toContain('May speak of being hurt.');
  });

  it('does not reach the student live', () => {
    const event: ClientEvent = {
      position: '5',
      instanceId: 'i-1',
      sessionId: 's-1',
      templateId: 't-1',
      version: 5,
      type: raised.type,
      data: raised.data,
      recordedAt: NOW,
    };
    expect(studentClientEvent(event, doc)).toBeNull();
  });
});
