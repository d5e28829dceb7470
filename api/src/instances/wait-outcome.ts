import type { LiveInstanceState } from '@checkin/domain';
import { ApiError } from '../common/api-error.js';
import type { WaitResult } from '@checkin/engine';

/**
 * The result a call waited for, with the instance as it then was; or the call's spec message: 502 when the AI
 * work failed after its last attempt, 504 when it took too long.
 */
export function settledOrThrow<T>(result: WaitResult<T>, specMessage: string): { value: T; state: LiveInstanceState } {
  if ('done' in result) return { value: result.done, state: result.state };
  if ('failed' in result) throw new ApiError(502, specMessage);
  throw new ApiError(504, specMessage);
}
