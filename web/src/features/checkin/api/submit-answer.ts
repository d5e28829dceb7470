import type { AnswerTaken, SpecMessage, StudentInstanceView } from '@checkin/contracts';
import { NEXT_RESPONSE_FAILED } from '@checkin/contracts/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, apiCall } from '../../../lib/api-client';
import { reconnectDelay } from '../../../lib/reconnect';
import type { CheckinDocument } from '../model/checkin-document';
import { checkinKeys, idSchema, parseInput, tokenSchema } from './input';

/**
 * POST /assessment_instances/submitAnswer: the conversation so far, ending with the student's answer. The server
 * records the answer and answers at once (202) with what that changed of the student's view, the answer in it and
 * the AI at work; the reply reaches the page on the live channel (useInstanceLive). The answer is known by its place
 * (the n-th user message), so sending the same conversation again is safe: the server records it once. That is what
 * makes the resends below harmless, and an answer typed offline is sent when the network is back.
 */
export const submitAnswerInput = z.object({
  token: tokenSchema,
  assessmentInstanceId: idSchema,
  messages: z.array(
    z.object({
      role: z.enum(['assistant', 'user']),
      content: z.string().check(z.maxLength(4000, 'is longer than 4000 characters')),
    }),
  ),
});
export type SubmitAnswerInput = z.infer<typeof submitAnswerInput>;

/** An answer as the page sends it, whoever sends it: the student's call adds their token, the preview's the teacher's. */
export type AnswerInput = { assessmentInstanceId: string; messages: SpecMessage[] };

const REQUEST_TIMEOUT_MS = 30_000;

export async function submitAnswer(input: SubmitAnswerInput): Promise<AnswerTaken> {
  const { token, ...body } = parseInput(submitAnswerInput, input, NEXT_RESPONSE_FAILED);
  const last = body.messages[body.messages.length - 1];
  if (last?.role !== 'user' || !last.content.trim()) throw new ApiError(400, 'Write an answer before sending it.');
  // A request stuck on a dead connection would wait forever; one the server has not answered in this time is
  // abandoned and sent again.
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined;
  return apiCall<AnswerTaken>('/assessment_instances/submitAnswer', {
    token,
    body,
    fallbackMessage: NEXT_RESPONSE_FAILED,
    signal,
  });
}

/** Sent again: the network failed (status 0), or the server was away (503) or too slow (504). */
export function shouldResendAnswer(failures: number, error: unknown): boolean {
  return error instanceof ApiError && [0, 503, 504].includes(error.status) && failures < MAX_RESENDS;
}

/** About ten minutes of tries at the spec's back-off (1, 2, 5, then 10 s). */
const MAX_RESENDS = 60;

/** The code that applies the API's changes to a student's view: not in the student's first download. */
export const loadStudentChanges = () => import('@checkin/contracts/instance-change');

/**
 * Sending an answer, by the student's call or the teacher's preview's: the same resends, and the change the answer
 * made shown at once, unless the live channel brought it already. The change is the student's view's: with
 * `followsChanges` (the student's page) it is applied to the view shown; the teacher's preview, and a view it does
 * not follow (one was missed), read the document again. Sending counts as done once the answer shows.
 */
export function useSubmitAnswer<D extends CheckinDocument>(
  send: (input: AnswerInput) => Promise<AnswerTaken>,
  followsChanges: boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: shouldResendAnswer,
    retryDelay: (failures) => reconnectDelay(failures),
    onSuccess: async ({ change }, { assessmentInstanceId }) => {
      const queryKey = checkinKeys.instance(assessmentInstanceId);
      // Loaded with the live channel already.
      const apply = followsChanges && (await loadStudentChanges()).applyStudentChange;
      const shown = queryClient.getQueryData<D>(queryKey);
      if (shown && shown.version >= change.head.version) return;
      const next = shown && apply ? apply(shown as StudentInstanceView, change) : null;
      if (next) queryClient.setQueryData(queryKey, next);
      else await queryClient.invalidateQueries({ queryKey });
    },
  });
}
