/**
 * The rules that the API enforces and the web checks before it calls: limits, normalisation, the org-admin role and
 * the spec's error messages. No zod and no other values from outside, so that the web may import this module
 * (`@checkin/contracts/rules`) without the weight of the schemas; the schemas import their limits from here.
 */

/** A template's own fields. */
export const MAX_TEMPLATE_NAME_LENGTH = 120;
export const MAX_TOPIC_LENGTH = 120;

/** Its teacher's questions and their answer keys. */
export const MAX_QUESTION_LENGTH = 500;
export const MAX_MODEL_ANSWER_LENGTH = 2000;
/** Key points, and misconceptions: each a list of at most this many lines. */
export const MAX_KEY_LINES = 12;
export const MAX_KEY_LINE_LENGTH = 300;

/** Its tags. */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** A tag as it is stored and suggested: trimmed, single-spaced, lower case. */
export function normalizeTag(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Tags as a teacher types or pastes them: a comma separates tags ("grade6, ecology," is two), each is normalised,
 * empty ones are dropped and each is kept once, in the order given.
 */
export function normalizeTags(names: readonly string[]): string[] {
  const tags = names.flatMap((name) => name.split(',')).map(normalizeTag);
  return [...new Set(tags.filter((tag) => tag !== ''))];
}

/** What makes two of a teacher's questions the same question: case and spacing aside, the same words. */
export function questionKey(question: string): string {
  return question.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A person's first or last name. */
export const MAX_PERSON_NAME_LENGTH = 100;
/** A message to the team (contactus, a support request) and a support request's subject. */
export const MAX_CONTACT_MESSAGE_LENGTH = 5000;

/** An address a form may send: something, an @, a domain with a dot, no spaces (the API checks it fully). */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}
export const MAX_SUPPORT_SUBJECT_LENGTH = 200;

/** A new password's length, in characters as a person counts them (an emoji is one). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export function passwordLengthProblem(password: string): 'too-short' | 'too-long' | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return 'too-short';
  if (length > MAX_PASSWORD_LENGTH) return 'too-long';
  return null;
}

/** users.role of an organisation's admin. */
export const ORG_ADMIN_ROLE = 'admin';

/** The roles of an organisation's members. */
export const ORG_ROLES = ['teacher', ORG_ADMIN_ROLE] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** How an organisation's credits work: a monthly allowance, or none counted. -1 is spec §9's "unlimited". */
export const CREDIT_MODES = ['monthly', 'unlimited'] as const;
export type CreditMode = (typeof CREDIT_MODES)[number];
export const UNLIMITED_CREDITS = -1;

/** An organisation's admin: the admin role, in an organisation (a role without one is no one's admin). */
export function isOrgAdmin(role: string | null | undefined, organizationId: string | null | undefined): boolean {
  return role === ORG_ADMIN_ROLE && typeof organizationId === 'string' && organizationId !== '';
}

/**
 * An instance's state (spec §4, and Abandoned: left before the end) in the teacher's words, as the session report
 * shows it and its CSV files write it.
 */
export const REPORT_STATE_WORDS = {
  Created: 'Not started',
  Started: 'In progress',
  Completed: 'Finished',
  Rated: 'Finished',
  Canceled: 'Ended',
  Abandoned: 'Abandoned',
} as const;

/*
 * The messages of spec §8: the API answers a failed call with its message (`errorMessage`), and the web shows it when
 * a call fails without one. Each its own constant, so that a page's bundle carries only the messages of its calls.
 */

export const NO_TOKEN = 'No token found';
export const LOG_CONVERSATION_FAILED = 'There was a problem logging the conversation';
export const LOAD_REPORT_FAILED = 'There was a problem loading the report';
export const RATE_CONVERSATION_FAILED = 'There was a problem getting the rating for entire conversation';
export const RATE_ANSWER_FAILED = 'There was a problem getting the rating for the last response';
export const CREATE_TEMPLATE_FAILED = 'There was a problem creating the assessment template';
export const CREATE_INSTANCE_FAILED = 'There was a problem creating the CheckIn let your teacher know';
export const START_INSTANCE_FAILED = 'There was a problem starting the assessment instance';
export const NEXT_RESPONSE_FAILED = 'There was a problem getting a response from the AI';
export const DELETE_INSTANCE_FAILED = 'There was a problem deleting the Assessment Instance';
export const CREATE_SESSION_FAILED = 'There was a problem creating the session';
export const UPDATE_SESSION_FAILED = 'There was a problem updating the session';
export const GET_SESSIONS_FAILED = 'There was a problem getting the sessions';
export const GET_SESSION_FAILED = 'There was a problem getting the session';
export const UPDATE_PROFILE_FAILED = 'There was an error updating the profile';
export const SAVE_ACTIVITY_FAILED = 'There was an error saving user activity';
export const GET_TAG_OPTIONS_FAILED = 'There was an error getting tag options';
export const RESEND_VERIFICATION_FAILED = 'Failed to resend verification email';
export const CHECK_USER_STATUS_FAILED = 'Failed to check user status';

/* The spec's store-level messages, for the calls it gives no message of their own. */
export const GET_TEMPLATE_FAILED = 'Error getting assessment template';
export const GET_INSTANCES_FAILED = 'Error getting assessment instances';
export const LOG_INSTANCE_FAILED = 'Error logging assessment instance';

/* Calls of ours the spec does not list, worded as its own are. */
export const UPDATE_TEMPLATE_FAILED = 'There was a problem updating the assessment template';
export const DELETE_TEMPLATE_FAILED = 'There was a problem deleting the assessment template';
export const DRAFT_KEYS_FAILED = 'There was a problem drafting the answer keys';
export const CANCEL_DRAFTS_FAILED = 'There was a problem cancelling the drafts';
export const LOAD_PROFILE_FAILED = 'There was a problem loading your profile';
/** Any organisation call that fails for a reason nothing better describes. */
export const ORGANIZATION_CALL_FAILED = 'Unknown error occurred';
export const GET_CREDITS_FAILED = 'There was an error getting credits for user';
export const RESEND_PASSWORD_RESET_FAILED = 'Failed to resend password reset email';
/** A credits reply for a user in no organisation: success, with unlimited credits (spec §8's special case). */
export const NOT_IN_ORGANIZATION = 'User not in any organization';
export const SAVE_CONTACT_FAILED = 'There was an error saving contact';
export const SUPPORT_REQUEST_FAILED = 'Error submitting support request';
/** Ours: the waitlist, worded as the spec's own. */
export const JOIN_WAITLIST_FAILED = 'There was an error joining the waitlist';

/* Plans and sales (spec §7 Subscriptions, §8). */
export const SALES_INQUIRY_FAILED = 'Error submitting sales inquiry';
/** Ours, worded as the spec's are: the plans could not be loaded. */
export const GET_PLANS_FAILED = 'There was a problem loading the plans';
/** A sales inquiry's bounds: its size as JSON, how deep it nests, its number of fields and their names' length. */
export const SALES_INQUIRY_LIMITS = { bytes: 16_000, depth: 3, fields: 40, keyLength: 100 } as const;
/** The contact-sales form's own fields. */
export const MAX_SALES_MESSAGE_LENGTH = 5000;
export const MAX_ORGANIZATION_NAME_LENGTH = 200;

/**
 * The web app's files as the build compresses them ahead (web/scripts/precompress.ts) and the API sends them
 * (api/src/web-app.ts): beside each file, by these suffixes.
 */
export const COMPRESSED_FILE_SUFFIX = { br: '.br', gzip: '.gz' } as const;
