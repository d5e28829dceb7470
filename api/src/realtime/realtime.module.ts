import { Module } from '@nestjs/common';
import { InstancesModule } from '../instances/instances.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { TemplatesModule } from '../templates/templates.module.js';
import { RealtimeGateway } from './realtime.gateway.js';

@Module({ imports: [TemplatesModule, SessionsModule, ReportsModule, InstancesModule], providers: [RealtimeGateway] })
export class RealtimeModule {}
