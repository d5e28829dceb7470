import type { DraftKeyReply } from '@checkin/contracts';
import type { AnswerKey } from '@checkin/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, authedCall } from '../../../lib/api-client';

const FALLBACK = 'There was a problem drafting the answer key';

export type DraftKeyInput = { question: string; grade: string; topic: string };

/** POST /assessment_templates/draftAnswerKey: the model's first draft of a question's key, for the teacher to edit. */
export async function draftAnswerKey(input: DraftKeyInput): Promise<AnswerKey> {
  const reply = await authedCall<Partial<DraftKeyReply>>('/assessment_templates/draftAnswerKey', {
    method: 'POST',
    body: input,
    fallbackMessage: FALLBACK,
  });
  if (!reply?.data) throw new ApiError(502, FALLBACK);
  return reply.data;
}

export function useDraftAnswerKey() {
  return useMutation({ mutationFn: draftAnswerKey });
}
