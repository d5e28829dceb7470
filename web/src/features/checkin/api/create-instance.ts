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

const FALLBACK = 'There was a problem creating the CheckIn let your teacher know';

export async function createInstance(input: CreateInstanceInput): Promise<CreatedInstance> {
  const { token, student_name, ...rest } = parseInput(createInstanceInput, input, FALLBACK);
  const body = student_name ? { ...rest, student_name } : rest;
  return apiCall<CreatedInstance>('/assessment_instances/createAssessmentInstance', {
    token,
    body,
    fallbackMessage: FALLBACK,
  });
}
