import { z } from 'zod';

/** meta_data is free-form context of one event; it is kept small so that page views stay cheap to store. */
export const MAX_ACTIVITY_META_BYTES = 4096;

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `is longer than ${max} characters`);

/** POST /user_activity/post_activity: one thing a signed-in user did, e.g. a page_view. */
export const userActivityBody = z.object({
  event_name: text(100),
  event_type: text(50),
  meta_data: z
    .record(z.string(), z.unknown(), { error: 'must be an object' })
    .refine((value) => new TextEncoder().encode(JSON.stringify(value)).length <= MAX_ACTIVITY_META_BYTES, {
      message: `must be at most ${MAX_ACTIVITY_META_BYTES / 1024} KB as JSON`,
    })
    .optional(),
  page: text(500),
});
export type UserActivityBody = z.infer<typeof userActivityBody>;
