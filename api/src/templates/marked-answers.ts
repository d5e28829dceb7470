import { questionKey } from '@checkin/contracts';
import {
  type AnswerKey,
  type Mark,
  MAX_MARKED_ANSWERS,
  askedCustomQuestions,
  markableAnswer,
  toCustomQuestion,
  withMarkedAnswer,
} from '@checkin/domain';
import { InstanceEngine } from '@checkin/engine';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError, notFound } from '../common/api-error.js';
import { isUuid } from '../common/sql.js';
import { TemplatesService } from './templates.service.js';

const conflict = (message: string) => new ApiError(409, message);

/**
 * A teacher marks a student's answer right or wrong in the key of the question it answers, from the report: the
 * rater weighs later answers to that question against it. Only the template's teacher may, and only for their own
 * questions (a topic's question bank is not theirs to change), as the question still stands in the template.
 */
@Injectable()
export class MarkedAnswers {
  constructor(
    private readonly db: DataSource,
    private readonly engine: InstanceEngine,
    private readonly templates: TemplatesService,
  ) {}

  async mark(
    userId: string,
    instanceId: string,
    answerMessageId: string,
    mark: Mark,
  ): Promise<{ questionIndex: number; key: AnswerKey }> {
    if (!isUuid(instanceId)) throw notFound('This check-in');
    const state = await this.engine.load(instanceId);
    if (state.status === 'Empty' || state.deletedAt) throw notFound('This check-in');
    // 404 for a CheckIn the teacher cannot read, 403 for a shared one that is not theirs
    const template = await this.templates.owned(userId, state.templateId);
    const answer = state.messages.find((m) => m.messageId === answerMessageId && m.role === 'user');
    if (!answer) throw notFound('This answer');
    const rated = state.ratings[answerMessageId];
    if (rated && !markableAnswer(rated)) {
      throw conflict(
        'This answer was not rated: it asked a question back or is for you to read, so it does not go in the key.',
      );
    }
    const { questionIndex } = answer;
    const n = questionIndex + 1;
    const asked = askedCustomQuestions(state.settings)[questionIndex];
    if (!asked) {
      throw conflict(
        `Question ${n} comes from the topic's question bank: only your own questions' keys hold marked answers.`,
      );
    }
    return this.db.transaction(async (tx) => {
      const rows: Array<{ custom_questions: Parameters<typeof toCustomQuestion>[0][] }> = await tx.query(
        `SELECT custom_questions FROM assessment_templates WHERE id = $1 FOR UPDATE`,
        [template.id],
      );
      const questions = (rows[0]?.custom_questions ?? []).map(toCustomQuestion);
      const current = askedCustomQuestions({ customQuestions: questions })[questionIndex];
      if (!current || questionKey(current.question) !== questionKey(asked.question)) {
        throw conflict(`Question ${n} has changed since this check-in: mark answers to it in the builder.`);
      }
      if (!current.key) throw conflict(`Question ${n} has no answer key: write one in the builder first.`);
      const key = withMarkedAnswer(current.key, answer.content, mark);
      if (!key) {
        throw conflict(
          `The key of question ${n} holds ${MAX_MARKED_ANSWERS} answers marked ${mark} already: remove one in the builder first.`,
        );
      }
      questions[questions.indexOf(current)] = { ...current, key };
      await tx.query(`UPDATE assessment_templates SET custom_questions = $2::jsonb, updated_at = now() WHERE id = $1`, [
        template.id,
        JSON.stringify(questions),
      ]);
      return { questionIndex, key };
    });
  }
}
