import { Controller, Get } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { openApiDocument } from './openapi.js';
import { routeCatalogue } from './route-catalogue.js';

/** GET /api/docs: the API's OpenAPI document, made once from the controllers themselves. */
@Controller('api/docs')
export class DocsController {
  private document: Record<string, unknown> | null = null;

  constructor(private readonly modules: ModulesContainer) {}

  @Get()
  docs(): Record<string, unknown> {
    return (this.document ??= openApiDocument(routeCatalogue(this.modules).filter((route) => route.prefixed)));
  }
}
