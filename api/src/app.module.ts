import { type DynamicModule, Module } from '@nestjs/common';
import { ActivityModule } from './activity/activity.module.js';
import { AuthModule } from './auth/auth.module.js';
import { APP_CONFIG, type AppConfig } from './config.js';
import { ContractModule } from './contract/contract.module.js';
import { CoreModule } from './core/core.module.js';
import { CreditsModule } from './credits/credits.module.js';
import { HealthModule } from './health/health.module.js';
import { InstancesModule } from './instances/instances.module.js';
import { OrganizationsModule } from './organizations/organizations.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { PublicModule } from './public/public.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { TemplatesModule } from './templates/templates.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        CoreModule,
        AuthModule,
        ProfileModule,
        HealthModule,
        TemplatesModule,
        SessionsModule,
        InstancesModule,
        RealtimeModule,
        ActivityModule,
        ReportsModule,
        CreditsModule,
        OrganizationsModule,
        PublicModule,
        SubscriptionsModule,
        ContractModule,
      ],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
