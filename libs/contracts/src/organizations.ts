import { z } from 'zod';
import { type CreditMode, MAX_PERSON_NAME_LENGTH, ORG_ROLES } from './rules.js';

/** Bodies and replies of the organisation and credit calls (spec §3 Organisation and Credits, §7, §8, §9). */

/** The organisation users list: pages of this many users unless the caller asks for fewer. */
export const ORG_USERS_PAGE_SIZE = 50;
export const MAX_ORG_USERS_PAGE_SIZE = 100;

const id = z.string({ error: 'is required' }).trim().min(1, 'is required').max(64, 'is too long');
const email = z
  .string({ error: 'is required' })
  .trim()
  .pipe(z.email('must be an email address').max(254, 'is too long'));
const personName = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_PERSON_NAME_LENGTH, `is longer than ${MAX_PERSON_NAME_LENGTH} characters`);
const role = z.enum(ORG_ROLES, { error: `must be one of ${ORG_ROLES.join(', ')}` });

/** GET /organizations/get_orgs_users/{id}?page=&page_size= (both optional; pages count from 1). */
export const orgUsersQuery = z.object({
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .default(1),
  page_size: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(MAX_ORG_USERS_PAGE_SIZE, `must be at most ${MAX_ORG_USERS_PAGE_SIZE}`)
    .default(ORG_USERS_PAGE_SIZE),
});
export type OrgUsersQuery = z.infer<typeof orgUsersQuery>;

/** POST /organizations/addNewUserToOrg */
export const addUserToOrgBody = z.object({
  email,
  firstName: personName,
  lastName: personName,
  role: role.default('teacher'),
  organization_id: id,
});
export type AddUserToOrgBody = z.infer<typeof addUserToOrgBody>;

/** DELETE /organizations/removeUserFromOrg */
export const removeUserFromOrgBody = z.object({ user_id_to_remove: id, organization_id: id });

/** PATCH /organizations/updateUserInOrg: what an admin may change of a member, their names and role. */
export const updateUserInOrgBody = z.object({
  user: z
    .object({
      id,
      organization_id: id,
      firstName: personName.optional(),
      lastName: personName.optional(),
      role: role.optional(),
    })
    .refine((u) => u.firstName !== undefined || u.lastName !== undefined || u.role !== undefined, {
      message: 'must change firstName, lastName or role',
    }),
});
export type UpdateUserInOrgBody = z.infer<typeof updateUserInOrgBody>;

/** POST /organizations/resendPasswordReset */
export const resendPasswordResetBody = z.object({ email, organization_id: id });

/** PATCH /credits/useCreditsForUser/ */
export const useCreditsBody = z.object({
  creditsUsed: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(1000, 'must be at most 1000'),
});

/** An organisation's user as the admin area lists them. `invited`: mailed an invitation, no password set yet. */
export type OrgUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  organization_id: string;
  invited: boolean;
};

/** GET /organizations/get_orgs_users/{id}: the spec's data, and where this page is in the whole list. */
export type OrgUsersReply = {
  data: {
    name: string;
    max_users: number;
    subscription_name: string | null;
    users: OrgUser[];
    total_users: number;
    page: number;
    page_size: number;
  };
};

/** GET /organizations/getShouldShowAdmin */
export type ShouldShowAdminReply = { data: { shouldShowAdmin: boolean; organization_id: string | null } };

/** POST /organizations/addNewUserToOrg (201), PATCH updateUserInOrg */
export type OrgUserReply = { message: string; data: OrgUser };

/**
 * Credits as spec §3 gives them. `refills_at`: when a monthly allowance next returns to max_monthly_credits (null
 * when unlimited); with num_of_credits 0 students cannot start a CheckIn until then, which the teacher is told.
 */
export type Credits = {
  num_of_credits: number;
  max_monthly_credits: number;
  credit_mode: CreditMode;
  refills_at: string | null;
};

/** GET /credits/getCreditsForUser/, PATCH /credits/useCreditsForUser/ */
export type CreditsReply = { message: string; data: Credits };

/** GET /organizations/getOrgUsage/{id}: the admin dashboard's figures for the month so far (UTC). */
export type OrgUsageReply = {
  data: {
    /** The first day of the month counted, YYYY-MM-DD. */
    month: string;
    /** Members who signed in, or whose CheckIns students took or who previewed one, this month. */
    active_teachers: number;
    /** Students' CheckIns started this month (previews not counted). */
    checkins_this_month: number;
    /** Different students among them. */
    students_this_month: number;
    credits: Credits;
    /** Students' CheckIns per day of the month so far, for the chart; days without any are there with 0. */
    checkins_by_day: Array<{ date: string; checkins: number }>;
  };
};
