import { z } from 'zod';
import { MAX_CONTACT_MESSAGE_LENGTH, MAX_PERSON_NAME_LENGTH, MAX_SUPPORT_SUBJECT_LENGTH } from './rules.js';

/** Bodies of the public site's calls: the waitlist, contactus and support requests (spec §3, §7). */

const email = z
  .string({ error: 'is required' })
  .trim()
  .pipe(z.email('must be an email address').max(254, 'is too long'));
const text = (max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(max, `is longer than ${max} characters`);

/** POST /waitlist/join: an address to tell when CheckIn opens to more schools; the name is optional. */
export const waitlistBody = z.object({
  email,
  name: z
    .string({ error: 'must be text' })
    .trim()
    .max(MAX_PERSON_NAME_LENGTH, `is longer than ${MAX_PERSON_NAME_LENGTH} characters`)
    .optional()
    .transform((name) => name || null),
});
export type WaitlistBody = z.input<typeof waitlistBody>;

/** POST /contactus (no auth), spec §3 Contact request. */
export const contactUsBody = z.object({
  name: text(MAX_PERSON_NAME_LENGTH),
  email,
  message: text(MAX_CONTACT_MESSAGE_LENGTH),
});
export type ContactUsBody = z.infer<typeof contactUsBody>;

/**
 * POST /support/contact_support, spec §3 Support request. organization_id is the teacher's own organisation, or
 * null (or absent) for a teacher in none.
 */
export const contactSupportBody = z.object({
  subject: text(MAX_SUPPORT_SUBJECT_LENGTH),
  message: text(MAX_CONTACT_MESSAGE_LENGTH),
  organization_id: z
    .string({ error: 'must be an organisation id or null' })
    .trim()
    .max(64, 'is too long')
    .nullish()
    .transform((id) => id || null),
});
export type ContactSupportBody = z.input<typeof contactSupportBody>;

/** The reply of the three calls: what was stored. `joined` is false when the address was on the waitlist already. */
export type WaitlistReply = { message: string; data: { joined: boolean } };
export type PublicRequestReply = { message: string; data: { id: string } };
