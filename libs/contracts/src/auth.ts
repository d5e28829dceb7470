/** Claims of a student's token: scoped to one session and one student, who has no account. */
export type StudentClaims = { sub: 'student'; session_id: string; template_id: string; student_id: string };
/** Claims of a teacher's or admin's access token. */
export type UserClaims = { sub: string; email?: string; role?: string; aal?: 'aal1' | 'aal2'; session_id?: string };

/** Who is calling, once a token is verified. */
export type Actor =
  { kind: 'student'; sessionId: string; templateId: string; studentId: string } | { kind: 'user'; userId: string };

export function actorFromClaims(claims: StudentClaims | UserClaims): Actor {
  if (claims.sub === 'student') {
    const c = claims as StudentClaims;
    return { kind: 'student', sessionId: c.session_id, templateId: c.template_id, studentId: c.student_id };
  }
  return { kind: 'user', userId: claims.sub };
}
