import { CREATE_INSTANCE_FAILED } from '@checkin/contracts/rules';
import * as z from 'zod/mini';
import { apiCall } from '../../../lib/api-client';
import { idSchema, parseInput, studentNameSchema, tokenSchema } from './input';

/** POST /assessment_instances/createAssessmentInstance: the student's own check-in, made from the session. */
export const createInstanceInput = z.object({
  token: tokenSchema,
  assessmentTemplateId: idSchema,
  session_id: idSchema,
  student_name: z.optional(studentNameSchema),
});
export type CreateInstanceInput = z.infer<typeof createInstanceInput>;

export type CreatedInstance = {
  assessmentInstanceId: string;
  title: string;
  topic: string;
  grade: string;
  numberOfQuestions: number;
  showSingleQuestionRating: boolean;
  showOverallRating: boolean;
  showExampleAnswer: boolean;
  showOverallFeedback: boolean;
};

export async function createInstance(input: CreateInstanceInput): Promise<CreatedInstance> {
  const { token, student_name, ...rest } = parseInput(createInstanceInput, input, CREATE_INSTANCE_FAILED);
  const body = student_name ? { ...rest, student_name } : rest;
  return apiCall<CreatedInstance>('/assessment_instances/createAssessmentInstance', {
    token,
    body,
    fallbackMessage: CREATE_INSTANCE_FAILED,
  });
}
