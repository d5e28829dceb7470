import { z } from 'zod';

const id = z.string().trim().min(1, 'is required').max(64, 'is too long');

export const createSessionBody = z.object({
  assessment_template_id: id,
  name: z.string().trim().min(1, 'must not be empty').max(120, 'is longer than 120 characters'),
});

export const tokenForSessionBody = z.object({ session_id: id });
export type TokenForSessionReply = { token: string; template_id: string };
