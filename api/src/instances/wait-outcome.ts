import { ApiError } from '../common/api-error.js';
import type { WaitResult } from './instance-waiter.js';

/** The result a call waited for, or its spec message: 502 when the AI work failed, 504 when it took too long. */
export function settledOrThrow<T>(result: WaitResult<T>, specMessage: string): T {
  if ('done' in result) return result.done;
  if ('failed' in result) throw new ApiError(502, specMessage);
  throw new ApiError(504, specMessage);
}
