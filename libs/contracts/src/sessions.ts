import { z } from 'zod';

const id = z.string({ error: 'is required' }).trim().min(1, 'is required').max(64, 'is too long');
const sessionName = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .trim()
  .min(1, 'must not be empty')
  .max(120, 'is longer than 120 characters');

export const createSessionBody = z.object({ assessment_template_id: id, name: sessionName });

/** What updateSession may change: the name, and closing (archived: true) or reopening the session. */
export const sessionChange = z
  .object({ name: sessionName, archived: z.boolean({ error: 'must be true or false' }) })
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'must change at least one field');

export const updateSessionBody = z.object({ session_id: id, logObject: sessionChange });

export const tokenForSessionBody = z.object({ session_id: id });
export type TokenForSessionReply = { token: string; template_id: string };

/** A session as every call answers with it. `archived` is a closed session: it takes no new students. */
export type SessionView = {
  session_id: string;
  id: string;
  assessment_template_id: string;
  owner_id: string;
  name: string;
  archived: boolean;
  created_at: string;
  updated_at: string;
};

/** Instances of a session by where they are; preview instances are never counted. */
export type InstanceCounts = { in_progress: number; completed: number; canceled: number };

/** A session in a teacher's lists: with its CheckIn's name, live counts and how many answers raised a safety alert. */
export type SessionListItem = SessionView & { template_name: string; counts: InstanceCounts; safety_alerts: number };

export type SessionReply = { message?: string; data: SessionView | SessionListItem };
export type SessionListReply = { data: SessionListItem[] };
