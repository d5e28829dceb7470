import { START_INSTANCE_FAILED } from '@checkin/contracts/rules';
import * as z from 'zod/mini';
import { apiCall } from '../../../lib/api-client';
import { idSchema, parseInput, tokenSchema } from './input';

/** POST /assessment_instances/startAssessmentInstance: answers once the first question is written. */
export const startInstanceInput = z.object({ token: tokenSchema, assessmentInstanceId: idSchema });
export type StartInstanceInput = z.infer<typeof startInstanceInput>;

export type StartReply = { message: { role: 'assistant'; content: string; messageId: string } };

export async function startInstance(input: StartInstanceInput): Promise<StartReply> {
  const { token, assessmentInstanceId } = parseInput(startInstanceInput, input, START_INSTANCE_FAILED);
  return apiCall<StartReply>('/assessment_instances/startAssessmentInstance', {
    token,
    body: { assessmentInstanceId },
    fallbackMessage: START_INSTANCE_FAILED,
  });
}
