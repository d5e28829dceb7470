import type { ExaminerReply } from '@checkin/contracts';
import { hasKey } from './question-draft';
import { CUSTOM_TOPIC, type TemplateForm } from './template-form';

/** What the builder knows of the examiner: only a model can write questions and answer keys of its own. */
export type ExaminerInfo = ExaminerReply['data'];

export type KeyCoverage = {
  /** The examiner cannot write questions or keys for this topic: the teacher's keys are all there is. */
  examinerCannotKey: boolean;
  /** A model runs the CheckIns: it can draft a key for the teacher to edit. */
  examinerDraftsKeys: boolean;
  /** Questions of the CheckIn that have an answer key, of `total`. */
  keyed: number;
  total: number;
};

/**
 * How many of the CheckIn's questions will be rated against a key. The built-in examiner keys the preset topics
 * itself; for a topic of the teacher's own it has nothing to judge by, so the teacher's keys are the only ones.
 */
export function keyCoverage(form: TemplateForm, examiner: ExaminerInfo | undefined): KeyCoverage {
  const total = typeof form.numberOfQuestions === 'number' ? Math.max(0, form.numberOfQuestions) : 0;
  const own = form.questionSource === 'custom' ? form.customQuestions : [];
  const keyed = Math.min(total, own.filter(hasKey).length);
  const ownTopic = form.topicPreset === CUSTOM_TOPIC;
  return {
    examinerCannotKey: Boolean(examiner && !examiner.writesQuestions && ownTopic),
    examinerDraftsKeys: Boolean(examiner?.writesQuestions),
    keyed,
    total,
  };
}
