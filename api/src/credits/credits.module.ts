import { Global, Module } from '@nestjs/common';
import { CreditsController } from './credits.controller.js';
import { OrganizationCredits } from './organization-credits.js';

/** Organisations' credits. Global: a student's CheckIn spends one (instances), the admin dashboard shows them. */
@Global()
@Module({ controllers: [CreditsController], providers: [OrganizationCredits], exports: [OrganizationCredits] })
export class CreditsModule {}
