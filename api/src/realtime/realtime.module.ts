import { Module } from '@nestjs/common';
import { ReportsModule } from '../reports/reports.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { TemplatesModule } from '../templates/templates.module.js';
import { RealtimeGateway } from './realtime.gateway.js';

@Module({ imports: [TemplatesModule, SessionsModule, ReportsModule], providers: [RealtimeGateway] })
export class RealtimeModule {}
