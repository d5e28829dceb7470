import type { TemplateFields } from '@checkin/contracts';
import {
  DEFAULT_NUMBER_OF_QUESTIONS,
  type Grade,
  type InstanceSettings,
  type RatingLevel,
  type RatingScale,
} from '@checkin/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/api-error.js';

export type TemplateRow = {
  id: string;
  owner_id: string;
  name: string;
  grade: Grade;
  topic: string;
  number_of_questions: number | null;
  prompt_type: string;
  custom_questions: string[];
  rating_level: RatingLevel;
  rating_scale_id: string;
  question_prompt_id: string;
  rating_prompt_id: string;
  conversation_prompt_id: string;
  show_single_question_rating: boolean;
  show_overall_rating: boolean;
  show_example_answer: boolean;
  show_overall_feedback: boolean;
  is_public: boolean;
  is_example: boolean;
  tags: string[];
  archived: boolean;
  created_at: Date;
  updated_at: Date;
};

/** The template as the spec's calls return it. */
export function templateView(t: TemplateRow) {
  return {
    id: t.id,
    assessmentTemplateId: t.id,
    owner_id: t.owner_id,
    name: t.name,
    grade: t.grade,
    topic: t.topic,
    numberOfQuestions: t.number_of_questions ?? DEFAULT_NUMBER_OF_QUESTIONS,
    promptType: t.prompt_type,
    customQuestions: t.custom_questions,
    rating_level: t.rating_level,
    rating_scale_id: t.rating_scale_id,
    question_prompt_id: t.question_prompt_id,
    rating_prompt_id: t.rating_prompt_id,
    conversation_prompt_id: t.conversation_prompt_id,
    showSingleQuestionRating: t.show_single_question_rating,
    showOverallRating: t.show_overall_rating,
    showExampleAnswer: t.show_example_answer,
    showOverallFeedback: t.show_overall_feedback,
    isPublic: t.is_public,
    isExample: t.is_example,
    tags: t.tags,
    archive: t.archived,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
  };
}

/** The prompts a template's promptType stands for (prompts are rows, versioned). */
const PROMPT_IDS: Record<string, { question: string; rating: string; conversation: string }> = {
  default: { question: 'question-default-v1', rating: 'rating-default-v1', conversation: 'conversation-default-v1' },
};

@Injectable()
export class TemplatesService {
  constructor(private readonly db: DataSource) {}

  async create(ownerId: string, fields: TemplateFields, options: { isExample?: boolean } = {}): Promise<TemplateRow> {
    const prompts = PROMPT_IDS[fields.promptType];
    if (!prompts) {
      throw new ApiError(400, `Invalid request: promptType must be one of ${Object.keys(PROMPT_IDS).join(', ')}`, [
        { field: 'promptType', message: 'is not a known prompt type' },
      ]);
    }
    await this.ratingScale(fields.rating_scale_id);
    const rows: TemplateRow[] = await this.db.query(
      `INSERT INTO assessment_templates
         (owner_id, name, grade, topic, number_of_questions, prompt_type, custom_questions, rating_level, rating_scale_id,
          question_prompt_id, rating_prompt_id, conversation_prompt_id, show_single_question_rating, show_overall_rating,
          show_example_answer, show_overall_feedback, is_public, is_example, tags, archived)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       RETURNING *`,
      [
        ownerId,
        fields.name,
        fields.grade,
        fields.topic,
        fields.numberOfQuestions ?? null,
        fields.promptType,
        JSON.stringify(fields.customQuestions),
        fields.rating_level,
        fields.rating_scale_id,
        prompts.question,
        prompts.rating,
        prompts.conversation,
        fields.showSingleQuestionRating,
        fields.showOverallRating,
        fields.showExampleAnswer,
        fields.showOverallFeedback,
        fields.isPublic,
        options.isExample ?? false,
        fields.tags,
        fields.archive,
      ],
    );
    return rows[0]!;
  }

  async find(id: string): Promise<TemplateRow | null> {
    if (!isUuid(id)) return null;
    const rows: TemplateRow[] = await this.db.query(`SELECT * FROM assessment_templates WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async ratingScale(id: string): Promise<RatingScale> {
    const rows: RatingScale[] = await this.db.query(`SELECT id, name, levels FROM rating_scales WHERE id = $1`, [id]);
    if (!rows[0]) {
      throw new ApiError(400, `Invalid request: rating_scale_id ${id} is not a known rating scale`, [
        { field: 'rating_scale_id', message: 'is not a known rating scale' },
      ]);
    }
    return rows[0];
  }

  /** What an instance snapshots of its template when it is created. */
  async settingsFor(t: TemplateRow): Promise<InstanceSettings> {
    return {
      title: t.name,
      grade: t.grade,
      topic: t.topic,
      numberOfQuestions: t.number_of_questions ?? DEFAULT_NUMBER_OF_QUESTIONS,
      customQuestions: t.custom_questions,
      promptType: t.prompt_type,
      questionPromptId: t.question_prompt_id,
      ratingPromptId: t.rating_prompt_id,
      conversationPromptId: t.conversation_prompt_id,
      ratingScale: await this.ratingScale(t.rating_scale_id),
      ratingLevel: t.rating_level,
      showSingleQuestionRating: t.show_single_question_rating,
      showOverallRating: t.show_overall_rating,
      showExampleAnswer: t.show_example_answer,
      showOverallFeedback: t.show_overall_feedback,
    };
  }
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
