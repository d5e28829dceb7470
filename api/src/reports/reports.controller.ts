import {
  LOAD_REPORT_FAILED,
  type OverallReport,
  type ReportReply,
  type ReportScale,
  type MarkableQuestion,
  type SessionReport,
  type TemplateReport,
  overallReportQuery,
  sessionCsvQuery,
} from '@checkin/contracts';
import { DEFAULT_NUMBER_OF_QUESTIONS, askedCustomQuestions, toCustomQuestion } from '@checkin/domain';
import { InstanceReadModel } from '@checkin/engine';
import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { CurrentActor, type UserActor, UserGuard } from '../auth/guards.js';
import { mayManageTemplate } from '../access/policy.js';
import { SpecError } from '../common/spec-error.js';
import { ZodQuery } from '../common/zod-body.js';
import { Clock } from '../core/clock.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { type TemplateRow, TemplatesService } from '../templates/templates.service.js';
import { csvFilename } from './model/csv.js';
import { overallReport } from './model/overall-report.js';
import { answersCsv, studentsCsv } from './model/session-csv.js';
import { sessionReport, templateReport } from './model/session-report.js';
import { ReportAccess } from './report-access.js';

/** Reports are projections of the instance documents, computed on read; sockets tell the page when to read again. */
@Controller('reports')
@UseGuards(UserGuard)
@SpecError(LOAD_REPORT_FAILED)
export class ReportsController {
  constructor(
    private readonly access: ReportAccess,
    private readonly instances: InstanceReadModel,
    private readonly sessions: SessionsService,
    private readonly templates: TemplatesService,
    private readonly clock: Clock,
  ) {}

  @Get('session/:id')
  async session(@CurrentActor() actor: UserActor, @Param('id') id: string): Promise<ReportReply<SessionReport>> {
    return { data: await this.sessionReportOf(actor, id) };
  }

  /**
   * The session for a spreadsheet: a line per student per question (`?rows=answers`, the default), or a line per
   * student with the overall rating, as a gradebook takes it (`?rows=students`).
   */
  @Get('session/:id/csv')
  async sessionCsv(
    @CurrentActor() actor: UserActor,
    @Param('id') id: string,
    @ZodQuery(sessionCsvQuery) query: z.infer<typeof sessionCsvQuery>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<string> {
    const report = await this.sessionReportOf(actor, id);
    const { session } = report;
    const name = `${session.templateName} ${session.name}${query.rows === 'students' ? ' students' : ''}`;
    void response.headers({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFilename(name, this.clock.now())}"`,
      'Cache-Control': 'no-store',
    });
    return query.rows === 'students'
      ? studentsCsv(report.rows, report.ratingScale, report.numberOfQuestions)
      : answersCsv(report.rows, report.ratingScale);
  }

  @Get('template/:id')
  async template(@CurrentActor() actor: UserActor, @Param('id') id: string): Promise<ReportReply<TemplateReport>> {
    const template = await this.access.template(actor.userId, id);
    const [sessions, docs, fallback] = await Promise.all([
      this.sessions.listForTemplate(template.id),
      this.instances.forTemplate(template.id, { preview: false }),
      this.templateScale(template),
    ]);
    // The list is newest first; a report reads in the order students joined.
    docs.reverse();
    return {
      data: templateReport(
        { id: template.id, name: template.name, grade: template.grade, topic: template.topic },
        sessions.map((s) => ({ id: s.id, name: s.name })),
        docs,
        fallback,
      ),
    };
  }

  /** `?scope=organization`: an organisation admin's view of every member's check-ins. */
  @Get('overall')
  async overall(
    @CurrentActor() actor: UserActor,
    @ZodQuery(overallReportQuery) query: z.infer<typeof overallReportQuery>,
  ): Promise<ReportReply<OverallReport>> {
    const owners = await this.access.owners(actor.userId, query.scope);
    return { data: overallReport(query.scope, await this.instances.forOwners(owners)) };
  }

  private async sessionReportOf(actor: UserActor, id: string): Promise<SessionReport> {
    const session = await this.access.session(actor.userId, id);
    const [template, docs] = await Promise.all([
      this.templates.find(session.template_id),
      this.instances.forSession(session.id),
    ]);
    return sessionReport(
      {
        id: session.id,
        name: session.name,
        templateId: session.template_id,
        templateName: session.template_name,
        archived: session.archived,
      },
      docs,
      template ? await this.templateScale(template) : undefined,
      markable(actor.userId, template),
    );
  }

  /** The template's scale and questions now: what a report shows before any student joins. */
  private async templateScale(template: TemplateRow): Promise<ReportScale> {
    return {
      ratingScale: await this.templates.ratingScale(template.rating_scale_id),
      numberOfQuestions: template.number_of_questions ?? DEFAULT_NUMBER_OF_QUESTIONS,
    };
  }
}

/** The questions whose keys the reader may mark answers into: on their own CheckIn, their own questions with a key. */
function markable(userId: string, template: TemplateRow | null | undefined): MarkableQuestion[] {
  if (!template || !mayManageTemplate(userId, template)) return [];
  const questions = askedCustomQuestions({ customQuestions: template.custom_questions.map(toCustomQuestion) });
  return questions.flatMap((q, questionIndex) => (q.key ? [{ questionIndex, key: q.key }] : []));
}
