import { GET_SESSION_FAILED } from '@checkin/contracts/rules';
import type { TokenForSessionReply } from '@checkin/contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { ApiError, apiCall } from '../../../lib/api-client';
import { readStudentSession, saveStudentSession, type StudentSession } from '../../../lib/student-session';
import { checkinKeys, idSchema, parseInput } from './input';

/** POST /sessions/gettokenforsession: a student's way in, no login. Each call makes a new student. */
export const tokenForSessionInput = z.object({ session_id: idSchema });
export type TokenForSessionInput = z.infer<typeof tokenForSessionInput>;

export async function getTokenForSession(
  input: TokenForSessionInput,
  signal?: AbortSignal,
): Promise<TokenForSessionReply> {
  const body = parseInput(tokenForSessionInput, input, GET_SESSION_FAILED);
  return apiCall<TokenForSessionReply>('/sessions/gettokenforsession', {
    body,
    fallbackMessage: GET_SESSION_FAILED,
    signal,
  });
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

/**
 * The cached session stands for this device's student only while the device still keeps it: Finish, "Start as a
 * new student" or another tab may have let that student go since. Then the cache goes too, and the next read asks
 * the device (or the server) afresh.
 */
export function dropForgottenStudentSession(queryClient: QueryClient, sessionId: string): void {
  const queryKey = checkinKeys.token(sessionId);
  const cached = queryClient.getQueryData<StudentSession>(queryKey);
  if (cached && readStudentSession(sessionId)?.token !== cached.token)
    queryClient.removeQueries({ queryKey, exact: true });
}

export function useStudentSessionToken(sessionId: string) {
  const queryClient = useQueryClient();
  // Once per page, before the query is read.
  useState(() => dropForgottenStudentSession(queryClient, sessionId));
  return useQuery(studentSessionQueryOptions(sessionId));
}
