import type { WaitlistReply } from '@checkin/contracts';
import { JOIN_WAITLIST_FAILED } from '@checkin/contracts/rules';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type JoinWaitlistInput = { email: string; name?: string };

/** POST /waitlist/join {email, name?} → 201 (joined) or 200 (on the list already). */
export function joinWaitlist(input: JoinWaitlistInput): Promise<WaitlistReply> {
  return apiCall<WaitlistReply>('/waitlist/join', { body: input, fallbackMessage: JOIN_WAITLIST_FAILED });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
