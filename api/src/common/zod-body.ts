import { fieldErrors } from '@checkin/contracts';
import { Body, type PipeTransform, Query } from '@nestjs/common';
import type { z } from 'zod';
import { ApiError } from './api-error.js';

/** A value parsed by a schema of libs/contracts; a bad one is a 400 naming each wrong field. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error);
  const summary = fields.map((f) => `${f.field} ${f.message}`).join('; ');
  throw new ApiError(400, `Invalid request: ${summary}`, fields);
}

/** Validates with a schema of libs/contracts; the route catalogue (contract/route-catalogue.ts) reads it back. */
export class ZodPipe<T extends z.ZodType = z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    return parseOrThrow(this.schema, value);
  }
}

/** The request body, parsed by a schema of libs/contracts; a bad body is a 400 naming each wrong field. */
export const ZodBody = <T extends z.ZodType>(schema: T) => Body(new ZodPipe(schema));

/** The query string, parsed the same way. */
export const ZodQuery = <T extends z.ZodType>(schema: T) => Query(new ZodPipe(schema));
