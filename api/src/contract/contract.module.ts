import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller.js';

/** The API's description of itself (GET /api/docs). */
@Module({ controllers: [DocsController] })
export class ContractModule {}
