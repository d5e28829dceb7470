import * as z from 'zod/mini';
import { apiCall } from '../../../lib/api-client';
import { idSchema, parseInput, studentNameSchema, tokenSchema } from './input';

/** PUT /assessment_instances/logAssessmentInstance: what a student may change of their check-in, their name. */
export const logInstanceInput = z.object({
  token: tokenSchema,
  assessmentInstanceId: idSchema,
  logObject: z.object({ student_name: z.nullable(studentNameSchema) }),
});
export type LogInstanceInput = z.infer<typeof logInstanceInput>;

const FALLBACK = 'Error logging assessment instance';

export async function logInstance(input: LogInstanceInput): Promise<{ success: true }> {
  const { token, assessmentInstanceId, logObject } = parseInput(logInstanceInput, input, FALLBACK);
  const student_name = logObject.student_name || null;
  return apiCall('/assessment_instances/logAssessmentInstance', {
    method: 'PUT',
    token,
    body: { assessmentInstanceId, logObject: { student_name } },
    fallbackMessage: FALLBACK,
  });
}
