import * as z from 'zod/mini';

/**
 * The web app's build-time configuration (VITE_* variables), parsed once. A bad value stops the app at start-up
 * with a list of every wrong variable, rather than failing later somewhere less obvious.
 * zod/mini keeps this out of the student pages' size budget.
 */
const schema = z.object({
  PROD: z.boolean(),
  /** Google Tag Manager container; analytics load only in production, with this set and consent granted. */
  VITE_GTM_ID: z.optional(z.string().check(z.regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX'))),
  /** Where the contact-sales page tells schools to write. */
  VITE_SALES_EMAIL: z._default(z.email('must be an email address'), 'sales@checkin.example'),
});

export type WebEnv = z.infer<typeof schema>;

export function parseEnv(raw: Record<string, unknown>): WebEnv {
  // An empty VITE_ variable (e.g. `VITE_GTM_ID=` in a .env file) means "not set".
  const given = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value === '' ? undefined : value]));
  const parsed = schema.safeParse(given);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.map(String).join('.')}: ${issue.message}`);
  throw new Error(`Invalid web configuration:\n${problems.join('\n')}`);
}

export const env: WebEnv = parseEnv(import.meta.env);
