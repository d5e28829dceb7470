import {
  type Actor,
  type AssessmentTemplate,
  CANCEL_DRAFTS_FAILED,
  CREATE_TEMPLATE_FAILED,
  DELETE_TEMPLATE_FAILED,
  DRAFT_KEYS_FAILED,
  type DraftKeysReply,
  type ExaminerReply,
  GET_TAG_OPTIONS_FAILED,
  GET_TEMPLATE_FAILED,
  type MarkAnswerReply,
  type MessageReply,
  type StudentTemplateView,
  type TagOptionsReply,
  type TemplateListReply,
  type TemplateReply,
  UPDATE_TEMPLATE_FAILED,
  archiveTemplateBody,
  cancelDraftsBody,
  draftKeysBody,
  markAnswerBody,
  myTemplatesQuery,
  publicTemplatesQuery,
  templateFields,
  updateTemplateBody,
} from '@checkin/contracts';
import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { CurrentActor, TokenGuard, type UserActor, UserGuard } from '../auth/guards.js';
import { DraftKeyQueue } from '@checkin/engine';
import { ApiError } from '../common/api-error.js';
import { SpecError } from '../common/spec-error.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { ZodBody, ZodQuery } from '../common/zod-body.js';
import { MarkedAnswers } from './marked-answers.js';
import { TemplatesService, templateView, templateViewFor } from './templates.service.js';

@Controller('assessment_templates')
export class TemplatesController {
  constructor(
    private readonly templates: TemplatesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly drafts: DraftKeyQueue,
    private readonly marked: MarkedAnswers,
  ) {}

  /** Which examiner runs this installation's check-ins, for the builder. */
  @Get('examiner')
  @UseGuards(UserGuard)
  examiner(): ExaminerReply {
    const provider = this.config.AI_PROVIDER;
    return { data: { provider, writesQuestions: provider !== 'offline' } };
  }

  /**
   * Has the model draft the key of each question whose key is empty, for the teacher to edit: the drafts stream to the
   * room `draft:{requestId}`, which the builder joins first, and are never saved here. Only with a model configured.
   */
  @Post('draftAnswerKeys')
  @HttpCode(202)
  @UseGuards(UserGuard)
  @SpecError(DRAFT_KEYS_FAILED)
  async draftKeys(
    @CurrentActor() actor: UserActor,
    @ZodBody(draftKeysBody) body: z.infer<typeof draftKeysBody>,
  ): Promise<DraftKeysReply> {
    if (this.config.AI_PROVIDER === 'offline') {
      throw new ApiError(409, 'The built-in examiner cannot draft answer keys: write the key yourself.');
    }
    if (!(await this.drafts.claim(body.requestId, actor.userId))) {
      throw new ApiError(409, 'requestId is already in use: draft again.');
    }
    const { requestId, grade, topic } = body;
    const jobs = body.questions.flatMap(({ question, key }, index) =>
      key === null ? [{ requestId, index, question, grade, topic }] : [],
    );
    await this.drafts.draft(jobs);
    return { data: { requestId, drafting: jobs.map((job) => job.index) } };
  }

  /** Stops a request's drafts: those not yet begun are dropped. */
  @Post('cancelDraftAnswerKeys')
  @HttpCode(200)
  @UseGuards(UserGuard)
  @SpecError(CANCEL_DRAFTS_FAILED)
  async cancelDrafts(
    @CurrentActor() actor: UserActor,
    @ZodBody(cancelDraftsBody) body: z.infer<typeof cancelDraftsBody>,
  ): Promise<MessageReply> {
    if (!(await this.drafts.claim(body.requestId, actor.userId))) throw new ApiError(404, 'No such drafts.');
    await this.drafts.cancel(body.requestId);
    return { message: 'Drafts cancelled' };
  }

  @Post('createAssessmentTemplate')
  @HttpCode(201)
  @UseGuards(UserGuard)
  @SpecError(CREATE_TEMPLATE_FAILED)
  async create(
    @CurrentActor() actor: UserActor,
    @ZodBody(templateFields) body: z.infer<typeof templateFields>,
  ): Promise<TemplateReply> {
    const template = await this.templates.create(actor.userId, body);
    return { message: 'Template created', data: templateView(template) };
  }

  @Patch('updateAssessmentTemplate')
  @HttpCode(200)
  @UseGuards(UserGuard)
  @SpecError(UPDATE_TEMPLATE_FAILED)
  async update(
    @CurrentActor() actor: UserActor,
    @ZodBody(updateTemplateBody) body: z.infer<typeof updateTemplateBody>,
  ): Promise<TemplateReply> {
    const template = await this.templates.update(actor.userId, body.assessmentTemplateId, body.logObject);
    return { message: 'Template updated', data: templateView(template) };
  }

  @Patch('archiveTemplateById')
  @HttpCode(200)
  @UseGuards(UserGuard)
  @SpecError(UPDATE_TEMPLATE_FAILED)
  async archive(
    @CurrentActor() actor: UserActor,
    @ZodBody(archiveTemplateBody) body: z.infer<typeof archiveTemplateBody>,
  ): Promise<TemplateReply> {
    const template = await this.templates.setArchived(actor.userId, body.assessmentTemplateId, body.archive);
    return { message: body.archive ? 'Template archived' : 'Template unarchived', data: templateView(template) };
  }

  /** A student's answer into its question's key, marked right or wrong: the rater weighs later answers against it. */
  @Post('markAnswer')
  @HttpCode(200)
  @UseGuards(UserGuard)
  @SpecError(UPDATE_TEMPLATE_FAILED)
  async markAnswer(
    @CurrentActor() actor: UserActor,
    @ZodBody(markAnswerBody) body: z.infer<typeof markAnswerBody>,
  ): Promise<MarkAnswerReply> {
    const data = await this.marked.mark(actor.userId, body.assessmentInstanceId, body.answerMessageId, body.mark);
    return { message: `Answer marked ${body.mark}`, data };
  }

  /** Also answers at .../deleteAssessmentTemplateById//{id}: repeated slashes are collapsed before routing. */
  @Delete('deleteAssessmentTemplateById/:id')
  @HttpCode(200)
  @UseGuards(UserGuard)
  @SpecError(DELETE_TEMPLATE_FAILED)
  async delete(@CurrentActor() actor: UserActor, @Param('id') id: string): Promise<MessageReply> {
    await this.templates.delete(actor.userId, id);
    return { message: 'Template deleted' };
  }

  @Get('getAssessmentTemplatesByUserId')
  @UseGuards(UserGuard)
  @SpecError(GET_TEMPLATE_FAILED)
  async mine(
    @CurrentActor() actor: UserActor,
    @ZodQuery(myTemplatesQuery) query: z.infer<typeof myTemplatesQuery>,
  ): Promise<TemplateListReply> {
    const archived = query.archived === undefined ? undefined : query.archived === 'true';
    return { data: (await this.templates.listMine(actor.userId, archived)).map((t) => templateView(t)) };
  }

  @Get('getAssessmentTemplateById/:id')
  @UseGuards(TokenGuard)
  @SpecError(GET_TEMPLATE_FAILED)
  async byId(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
  ): Promise<{ data: AssessmentTemplate | StudentTemplateView }> {
    return { data: templateViewFor(actor, await this.templates.readable(actor, id)) };
  }

  @Get('getPublicAssessmentTemplates')
  @UseGuards(UserGuard)
  @SpecError(GET_TEMPLATE_FAILED)
  async community(
    @CurrentActor() actor: UserActor,
    @ZodQuery(publicTemplatesQuery) query: z.infer<typeof publicTemplatesQuery>,
  ): Promise<TemplateListReply> {
    return { data: (await this.templates.listPublic(query)).map((t) => templateView(t, actor.userId)) };
  }

  @Get('getExampleAssessmentTemplates')
  @UseGuards(UserGuard)
  @SpecError(GET_TEMPLATE_FAILED)
  async examples(@CurrentActor() actor: UserActor): Promise<TemplateListReply> {
    return { data: (await this.templates.listExamples()).map((t) => templateView(t, actor.userId)) };
  }

  @Get('getTagOptions')
  @UseGuards(UserGuard)
  @SpecError(GET_TAG_OPTIONS_FAILED)
  async tagOptions(@CurrentActor() actor: UserActor): Promise<TagOptionsReply> {
    return { data: await this.templates.tagOptions(actor.userId) };
  }
}
