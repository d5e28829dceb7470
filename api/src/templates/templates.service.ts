import { type Actor, type TemplateChange, type TemplateFields, customQuestionErrors } from '@checkin/contracts';
import {
  DEFAULT_NUMBER_OF_QUESTIONS,
  toCustomQuestion,
  withoutMarkedAnswers,
  type InstanceSettings,
  type RatingScale,
} from '@checkin/domain';
import { preparedQuery } from '@checkin/engine';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { mayManageTemplate, mayReadTemplate, sharedWithEveryTeacher } from '../access/policy.js';
import { ApiError, forbidden, notFound } from '../common/api-error.js';
import { isUuid } from '../common/sql.js';
import {
  COLUMNS,
  SELECT_TEMPLATES,
  type TemplateMakingRow,
  type TemplateRow,
  columnPlaceholders,
  columnValues,
  showFlagsOf,
  storedFields,
} from './template-rows.js';
import { tagOptions, writeTemplateTags } from './template-tags.js';

export { templateView, templateViewFor, type TemplateMakingRow, type TemplateRow } from './template-rows.js';

/** Templates: a teacher's own CheckIns, the public ones of the community, and the examples. */
@Injectable()
export class TemplatesService {
  /** Rating scales are reference data, seeded and never changed by the product: each is read once per process. */
  private readonly scales = new Map<string, RatingScale>();

  constructor(private readonly db: DataSource) {}

  async create(ownerId: string, fields: TemplateFields): Promise<TemplateRow> {
    await this.ratingScale(fields.rating_scale_id, 'rating_scale_id');
    const id = await this.db.transaction(async (tx) => {
      const rows: Array<{ id: string }> = await tx.query(
        `INSERT INTO assessment_templates (owner_id, ${COLUMNS})
         VALUES ($1, ${columnPlaceholders(2)})
         RETURNING id`,
        [ownerId, ...columnValues({ ...fields, numberOfQuestions: fields.numberOfQuestions ?? null })],
      );
      await writeTemplateTags(tx, rows[0]!.id, fields.tags);
      return rows[0]!.id;
    });
    return (await this.find(id))!;
  }

  /** Applies a change of some fields; instances already made keep the settings they were made with. */
  async update(userId: string, templateId: string, change: TemplateChange): Promise<TemplateRow> {
    const current = await this.owned(userId, templateId);
    const next = { ...storedFields(current), ...change };
    const errors = customQuestionErrors(next, 'logObject.');
    if (errors.length) {
      throw new ApiError(400, `Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);
    }
    if (change.rating_scale_id) await this.ratingScale(change.rating_scale_id, 'logObject.rating_scale_id');
    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE assessment_templates SET (${COLUMNS}, updated_at)
           = (${columnPlaceholders(2)}, now())
         WHERE id = $1`,
        [current.id, ...columnValues(next)],
      );
      if (change.tags) await writeTemplateTags(tx, current.id, change.tags);
    });
    return (await this.find(current.id))!;
  }

  async setArchived(userId: string, templateId: string, archive: boolean): Promise<TemplateRow> {
    const current = await this.owned(userId, templateId);
    await this.db.query(`UPDATE assessment_templates SET archived = $2, updated_at = now() WHERE id = $1`, [
      current.id,
      archive,
    ]);
    return (await this.find(current.id))!;
  }

  /**
   * Deletes a template for its teacher: it leaves every list, its links stop taking students, and it can no
   * longer be found. The row stays, hidden, because the results made from it (events and instances) do.
   */
  async delete(userId: string, templateId: string): Promise<void> {
    const current = await this.owned(userId, templateId);
    await this.db.query(`UPDATE assessment_templates SET deleted_at = now(), updated_at = now() WHERE id = $1`, [
      current.id,
    ]);
  }

  /** Asked at every student's check-in: a prepared statement. */
  async find(id: string): Promise<TemplateRow | null> {
    if (!isUuid(id)) return null;
    const rows = await preparedQuery<TemplateRow>(this.db, `${SELECT_TEMPLATES} AND t.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** A template the caller may read: their own, a public or example one, or their session's (a student). */
  async readable(actor: Actor, id: string): Promise<TemplateRow> {
    const template = await this.find(id);
    if (!template || !mayReadTemplate(actor, template)) throw notFound('This check-in');
    return template;
  }

  /**
   * The caller's own template, to change or share. Another teacher's is 404 when they cannot read it (its
   * existence is not revealed) and 403 when they can (public and example templates).
   */
  async owned(userId: string, id: string, doing: 'change' | 'share' = 'change'): Promise<TemplateRow> {
    const template = await this.find(id);
    if (template && mayManageTemplate(userId, template)) return template;
    if (template && sharedWithEveryTeacher(template)) {
      throw forbidden(`Only the teacher who made this CheckIn can ${doing} it.`);
    }
    throw notFound('This check-in');
  }

  /**
   * A template the teacher may try in Preview mode: their own, or one everyone may read (public and example
   * templates), so that a teacher can take a shared CheckIn as a student would before copying it. Others are 404.
   */
  async previewable(userId: string, id: string): Promise<TemplateRow> {
    const template = await this.find(id);
    if (!template || !mayReadTemplate({ kind: 'user', userId }, template)) throw notFound('This check-in');
    return template;
  }

  async listMine(userId: string, archived?: boolean): Promise<TemplateRow[]> {
    return this.db.query(
      `${SELECT_TEMPLATES} AND t.owner_id = $1 AND ($2::boolean IS NULL OR t.archived = $2)
       ORDER BY t.updated_at DESC, t.id`,
      [userId, archived ?? null],
    );
  }

  /** The community's CheckIns: public, not archived, not examples (they have a list of their own). */
  async listPublic(filters: { tag?: string; grade?: string; q?: string }, limit = 200): Promise<TemplateRow[]> {
    return this.db.query(
      `${SELECT_TEMPLATES} AND t.is_public AND NOT t.archived AND NOT t.is_example
         AND ($1::text IS NULL OR EXISTS (SELECT 1 FROM template_tags tt JOIN tags g ON g.id = tt.tag_id
                                            WHERE tt.template_id = t.id AND g.name = $1))
         AND ($2::text IS NULL OR t.grade = $2)
         AND ($3::text IS NULL OR t.name ILIKE $3 OR t.topic ILIKE $3)
       ORDER BY t.updated_at DESC, t.id
       LIMIT $4`,
      [filters.tag ?? null, filters.grade ?? null, filters.q ? `%${escapeLike(filters.q)}%` : null, limit],
    );
  }

  async listExamples(): Promise<TemplateRow[]> {
    return this.db.query(`${SELECT_TEMPLATES} AND t.is_example AND NOT t.archived ORDER BY t.created_at, t.id`);
  }

  tagOptions(userId: string): Promise<string[]> {
    return tagOptions(this.db, userId);
  }

  /** `field` names the rating scale in the request, for the 400 when it is unknown. */
  async ratingScale(id: string, field = 'rating_scale_id'): Promise<RatingScale> {
    const known = this.scales.get(id);
    if (known) return known;
    const rows: RatingScale[] = await this.db.query(`SELECT id, name, levels FROM rating_scales WHERE id = $1`, [id]);
    if (!rows[0]) {
      throw new ApiError(400, `Invalid request: ${field} ${id} is not a known rating scale`, [
        { field, message: 'is not a known rating scale' },
      ]);
    }
    this.scales.set(id, rows[0]);
    return rows[0];
  }

  /**
   * What an instance snapshots of its template when it is created; for another teacher's instance (a preview of a
   * shared CheckIn), without the answers the template's teacher marked.
   */
  async settingsFor(t: TemplateMakingRow, ownerId: string): Promise<InstanceSettings> {
    const questions = t.custom_questions.map(toCustomQuestion);
    return {
      title: t.name,
      grade: t.grade,
      topic: t.topic,
      numberOfQuestions: t.number_of_questions ?? DEFAULT_NUMBER_OF_QUESTIONS,
      customQuestions: ownerId === t.owner_id ? questions : questions.map(withoutMarkedAnswers),
      promptType: t.prompt_type,
      questionPromptId: t.question_prompt_id,
      ratingPromptId: t.rating_prompt_id,
      conversationPromptId: t.conversation_prompt_id,
      ratingScale: await this.ratingScale(t.rating_scale_id),
      ratingLevel: t.rating_level,
      ...showFlagsOf(t),
    };
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
