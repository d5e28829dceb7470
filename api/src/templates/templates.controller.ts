import {
  type Actor,
  type AssessmentTemplate,
  type DraftKeyReply,
  type ExaminerReply,
  type MessageReply,
  type StudentTemplateView,
  type TagOptionsReply,
  type TemplateListReply,
  type TemplateReply,
  archiveTemplateBody,
  draftKeyBody,
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
import { TemplatesService, templateView, templateViewFor } from './templates.service.js';

const GET_FAILED = 'Error getting assessment template';
const UPDATE_FAILED = 'There was a problem updating the assessment template';

@Controller('assessment_templates')
export class TemplatesController {
  constructor(
    private readonly templates: TemplatesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly drafts: DraftKeyQueue,
  ) {}

  /** Which examiner runs this installation's check-ins, for the builder. */
  @Get('examiner')
  @UseGuards(UserGuard)
  examiner(): ExaminerReply {
    const provider = this.config.AI_PROVIDER;
    return { data: { provider, writesQuestions: provider !== 'offline' } };
  }

  /** A first draft of a question's answer key, by the model, for the teacher to edit; only with a model configured. */
  @Post('draftAnswerKey')
  @HttpCode(200)
  @UseGuards(UserGuard)
  @SpecError('There was a problem drafting the answer key')
  async draftKey(@ZodBody(draftKeyBody) body: z.infer<typeof draftKeyBody>): Promise<DraftKeyReply> {
    if (this.config.AI_PROVIDER === 'offline') {
      throw new ApiError(409, 'The built-in examiner cannot draft answer keys: write the key yourself.');
    }
    try {
      return { data: await this.drafts.draft(body, this.config.AI_WAIT_TIMEOUT_MS) };
    } catch (error) {
      const timedOut = error instanceof Error && /timed out/i.test(error.message);
      throw new ApiError(
        timedOut ? 504 : 502,
        timedOut
          ? 'The model took too long to draft the key. Try again.'
          : 'The model could not draft a key. Try again.',
      );
    }
  }

  @Post('createAssessmentTemplate')
  @HttpCode(201)
  @UseGuards(UserGuard)
  @SpecError('There was a problem creating the assessment template')
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
  @SpecError(UPDATE_FAILED)
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
  @SpecError(UPDATE_FAILED)
  async archive(
    @CurrentActor() actor: UserActor,
    @ZodBody(archiveTemplateBody) body: z.infer<typeof archiveTemplateBody>,
  ): Promise<TemplateReply> {
    const template = await this.templates.setArchived(actor.userId, body.assessmentTemplateId, body.archive);
    return { message: body.archive ? 'Template archived' : 'Template unarchived', data: templateView(template) };
  }

  /** Also answers at .../deleteAssessmentTemplateById//{id}: repeated slashes are collapsed before routing. */
  @Delete('deleteAssessmentTemplateById/:id')
  @HttpCode(200)
  @UseGuards(UserGuard)
  @SpecError('There was a problem deleting the assessment template')
  async delete(@CurrentActor() actor: UserActor, @Param('id') id: string): Promise<MessageReply> {
    await this.templates.delete(actor.userId, id);
    return { message: 'Template deleted' };
  }

  @Get('getAssessmentTemplatesByUserId')
  @UseGuards(UserGuard)
  @SpecError(GET_FAILED)
  async mine(
    @CurrentActor() actor: UserActor,
    @ZodQuery(myTemplatesQuery) query: z.infer<typeof myTemplatesQuery>,
  ): Promise<TemplateListReply> {
    const archived = query.archived === undefined ? undefined : query.archived === 'true';
    return { data: (await this.templates.listMine(actor.userId, archived)).map(templateView) };
  }

  @Get('getAssessmentTemplateById/:id')
  @UseGuards(TokenGuard)
  @SpecError(GET_FAILED)
  async byId(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
  ): Promise<{ data: AssessmentTemplate | StudentTemplateView }> {
    return { data: templateViewFor(actor, await this.templates.readable(actor, id)) };
  }

  @Get('getPublicAssessmentTemplates')
  @UseGuards(UserGuard)
  @SpecError(GET_FAILED)
  async community(
    @ZodQuery(publicTemplatesQuery) query: z.infer<typeof publicTemplatesQuery>,
  ): Promise<TemplateListReply> {
    return { data: (await this.templates.listPublic(query)).map(templateView) };
  }

  @Get('getExampleAssessmentTemplates')
  @UseGuards(UserGuard)
  @SpecError(GET_FAILED)
  async examples(): Promise<TemplateListReply> {
    return { data: (await this.templates.listExamples()).map(templateView) };
  }

  @Get('getTagOptions')
  @UseGuards(UserGuard)
  @SpecError('There was an error getting tag options')
  async tagOptions(@CurrentActor() actor: UserActor): Promise<TagOptionsReply> {
    return { data: await this.templates.tagOptions(actor.userId) };
  }
}
