import type { SpecMessage } from '@checkin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, apiCall } from '../../../lib/api-client';
import { reconnectDelay } from '../../../lib/reconnect';
import { checkinKeys, idSchema, parseInput, tokenSchema } from './input';

/**
 * POST /assessment_instances/getNextResponse: the conversation so far, ending with the student's answer; answers
 * with the AI's reply. The answer is known by its place (the n-th user message), so sending the same conversation
 * again is safe: the server records it once and answers with the same reply. That is what makes the retries below
 * harmless, and an answer typed offline is sent when the network is back.
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

export type NextResponseReply = {
  success: true;
  message: { role: 'assistant'; content: string; messageId: string };
  messages: SpecMessage[];
  shouldEnd: boolean;
  questionIndex: number;
};

const FALLBACK = 'There was a problem getting a response from the AI';
const REQUEST_TIMEOUT_MS = 60_000;

export async function submitAnswer(input: SubmitAnswerInput): Promise<NextResponseReply> {
  const { token, ...body } = parseInput(submitAnswerInput, input, FALLBACK);
  const last = body.messages[body.messages.length - 1];
  if (last?.role !== 'user' || !last.content.trim()) throw new ApiError(400, 'Write an answer before sending it.');
  // A request stuck on a dead connection would wait forever; the server answers within its own wait (30 s by
  // default), so one taking much longer is abandoned and sent again.
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined;
  return apiCall<NextResponseReply>('/assessment_instances/getNextResponse', {
    token,
    body,
    fallbackMessage: FALLBACK,
    signal,
  });
}

/** Sent again: the network failed (status 0), the server was away (503) or the AI was slow (504). Not 502:
 * that is the AI failing, which the student retries on purpose. */
export function shouldResendAnswer(failures: number, error: unknown): boolean {
  return error instanceof ApiError && [0, 503, 504].includes(error.status) && failures < MAX_RESENDS;
}

/** About ten minutes of tries at the spec's back-off (1, 2, 5, then 10 s). */
const MAX_RESENDS = 60;

/** Sending an answer, by the student's call or the teacher's preview's: the same resends, the same refresh. */
export function useSubmitAnswer(send: (input: AnswerInput) => Promise<NextResponseReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: shouldResendAnswer,
    retryDelay: (failures) => reconnectDelay(failures),
    // Settled only once the document shows the outcome, so the answer never blinks out between reply and refetch.
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: checkinKeys.instance(input.assessmentInstanceId) }),
  });
}
