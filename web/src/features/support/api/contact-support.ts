import type { ContactSupportBody, PublicRequestReply } from '@checkin/contracts';
import {
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_SUPPORT_SUBJECT_LENGTH,
  SUPPORT_REQUEST_FAILED,
} from '@checkin/contracts/rules';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authedCall } from '../../../lib/api-client';

const count = new Intl.NumberFormat('en-US');

/** What the teacher types, on the API's limits (libs/contracts contactSupportBody), worded for them. */
export const supportRequestInput = z.object({
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write a subject: a few words on what it is about.'),
      z.maxLength(MAX_SUPPORT_SUBJECT_LENGTH, `Use at most ${count.format(MAX_SUPPORT_SUBJECT_LENGTH)} characters.`),
    ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write your message: what you were doing, and what happened.'),
      z.maxLength(MAX_CONTACT_MESSAGE_LENGTH, `Use at most ${count.format(MAX_CONTACT_MESSAGE_LENGTH)} characters.`),
    ),
});
export type SupportRequestInput = z.infer<typeof supportRequestInput>;

/**
 * POST /support/contact_support {subject, message, organization_id} → 201 (signed in). organization_id is the
 * organisation the teacher's profile names, or null for a teacher in none; the API refuses any other.
 * Spec §8: "Error submitting support request".
 */
export function contactSupport(body: ContactSupportBody): Promise<PublicRequestReply> {
  return authedCall<PublicRequestReply>('/support/contact_support', {
    method: 'POST',
    body,
    fallbackMessage: SUPPORT_REQUEST_FAILED,
  });
}

export function useContactSupport() {
  return useMutation({ mutationFn: contactSupport });
}
