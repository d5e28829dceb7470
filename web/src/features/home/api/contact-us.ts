import { SAVE_CONTACT_FAILED } from '@checkin/contracts/rules';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type ContactUsInput = { name: string; email: string; message: string };

/** POST /contactus (no auth) {name, email, message} → 201. */
export function contactUs(input: ContactUsInput): Promise<unknown> {
  return apiCall('/contactus', { body: input, fallbackMessage: SAVE_CONTACT_FAILED });
}

export function useContactUs() {
  return useMutation({ mutationFn: contactUs });
}
