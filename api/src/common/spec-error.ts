import { SetMetadata, UseFilters, applyDecorators } from '@nestjs/common';
import { ErrorFilter } from './error-filter.js';

export const SPEC_ERROR = 'checkin:spec-error';

/**
 * The message of spec §8 a call answers with when it fails for a reason the client cannot act on: its own ErrorFilter
 * answers an unexpected failure with it (a 500), and expected ones as every call does.
 */
export const SpecError = (message: string) =>
  applyDecorators(SetMetadata(SPEC_ERROR, message), UseFilters(new ErrorFilter(message)));
