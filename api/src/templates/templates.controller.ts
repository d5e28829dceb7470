import { type Actor, templateFields } from '@checkin/contracts';
import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { notFound } from '../common/api-error.js';
import { SpecError } from '../common/spec-error.js';
import { ZodBody } from '../common/zod-body.js';
import { CurrentActor, TokenGuard, type UserActor, UserGuard } from '../auth/guards.js';
import { type TemplateRow, TemplatesService, templateView } from './templates.service.js';
import type { z } from 'zod';

@Controller('assessment_templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Post('createAssessmentTemplate')
  @HttpCode(201)
  @UseGuards(UserGuard)
  @SpecError('There was a problem creating the assessment template')
  async create(@CurrentActor() actor: UserActor, @ZodBody(templateFields) body: z.infer<typeof templateFields>) {
    const template = await this.templates.create(actor.userId, body);
    return { message: 'Template created', data: templateView(template) };
  }

  @Get('getAssessmentTemplateById/:id')
  @UseGuards(TokenGuard)
  @SpecError('Error getting assessment template')
  async byId(@CurrentActor() actor: Actor, @Param('id') id: string) {
    const template = await this.templates.find(id);
    if (!template || !canRead(actor, template)) throw notFound('This check-in');
    return { data: templateView(template) };
  }
}

/** Owners, anyone for public and example templates, and the students of a session made from it. */
function canRead(actor: Actor, template: TemplateRow): boolean {
  if (actor.kind === 'user') return template.owner_id === actor.userId || template.is_public || template.is_example;
  return actor.templateId === template.id;
}
