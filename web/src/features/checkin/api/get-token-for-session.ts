import type { TokenForSessionReply } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, apiCall } from '../../../lib/api-client';
import { readStudentSession, saveStudentSession, type StudentSession } from '../../../lib/student-session';
import { checkinKeys, idSchema, parseInput } from './input';

/** POST /sessions/gettokenforsession: a student's way in, no login. Each call makes a new student. */
export const tokenForSessionInput = z.object({ session_id: idSchema });
export type TokenForSessionInput = z.infer<typeof tokenForSessionInput>;

const FALLBACK = 'There was a problem getting the session';

export async function getTokenForSession(
  input: TokenForSessionInput,
  signal?: AbortSignal,
): Promise<TokenForSessionReply> {
  const body = parseInput(tokenForSessionInput, input, FALLBACK);
  return apiCall<TokenForSessionReply>('/sessions/gettokenforsession', { body, fallbackMessage: FALLBACK, signal });
}

/**
 * The student's session on this browser: the stored one, or a new token (then stored at once, so that a reload
 * is the same student). Never refetched by itself: a new token would be a new student.
 */
export const studentSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: checkinKeys.token(sessionId),
    queryFn: async ({ signal }): Promise<StudentSession> => {
      const stored = readStudentSession(sessionId);
      if (stored) return stored;
      const reply = await getTokenForSession({ session_id: sessionId }, signal);
      const session: StudentSession = { token: reply.token, templateId: reply.template_id };
      saveStudentSession(sessionId, session);
      return session;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (failures, error) => error instanceof ApiError && error.retryable && failures < 4,
  });

export function useStudentSessionToken(sessionId: string) {
  return useQuery(studentSessionQueryOptions(sessionId));
}
