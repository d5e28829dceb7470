import { Module } from '@nestjs/common';
import { MarkedAnswers } from './marked-answers.js';
import { TemplatesController } from './templates.controller.js';
import { TemplatesService } from './templates.service.js';

@Module({
  controllers: [TemplatesController],
  providers: [TemplatesService, MarkedAnswers],
  exports: [TemplatesService],
})
export class TemplatesModule {}
