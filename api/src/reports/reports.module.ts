import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { TemplatesModule } from '../templates/templates.module.js';
import { ReportAccess } from './report-access.js';
import { ReportsController } from './reports.controller.js';

@Module({
  imports: [TemplatesModule, SessionsModule],
  controllers: [ReportsController],
  providers: [ReportAccess],
  exports: [ReportAccess],
})
export class ReportsModule {}
