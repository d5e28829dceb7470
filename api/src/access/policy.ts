/**
 * Who may do what: the one place the API's access rules are written. Every check of a template, a session, an
 * instance, a report, a live room or a name asks a function here; the services fetch the facts these rules read and
 * answer a refusal as the rule's `refusal` says (a 404 hides what the caller may not know exists).
 *
 * Actors: nobody (no token: no rule here lets them in), a student (a session's link token), and a user (a teacher,
 * who may also be their organisation's admin).
 */
import { type Actor, isOrgAdmin as isOrgAdminRole } from '@checkin/contracts';
import { type Reviewer, mayReview as reviewerMayReview } from '@checkin/domain';

/** What the rules read of a user: their role and organisation. */
export type Standing = { role: string; organizationId: string | null };

/** An organisation's admin, by the rule the web shows the admin area by (@checkin/contracts/rules). */
export function isOrgAdmin(standing: Standing | null): boolean {
  return isOrgAdminRole(standing?.role, standing?.organizationId);
}

type TemplateFacts = { id: string; owner_id: string; is_public: boolean; is_example: boolean };
type SessionFacts = { owner_id: string };
type InstanceFacts = { ownerId: string; sessionId: string | null; studentId: string | null };

/**
 * Reading a template: its owner; any teacher for a public or example one (the community, a try in Preview mode);
 * the students of a session made from it.
 */
export function mayReadTemplate(actor: Actor, template: TemplateFacts): boolean {
  if (actor.kind === 'user') return template.owner_id === actor.userId || sharedWithEveryTeacher(template);
  return actor.templateId === template.id;
}

export function sharedWithEveryTeacher(template: Pick<TemplateFacts, 'is_public' | 'is_example'>): boolean {
  return template.is_public || template.is_example;
}

/**
 * Changing, sharing, archiving or deleting a template, making sessions of it, and listing its sessions and its
 * students' instances: its owner only.
 */
export function mayManageTemplate(userId: string, template: Pick<TemplateFacts, 'owner_id'>): boolean {
  return template.owner_id === userId;
}

/** Changing, closing or reopening a session, and starting a check-in of it as its teacher: its owner only. */
export function mayManageSession(userId: string, session: SessionFacts): boolean {
  return session.owner_id === userId;
}

/** A student's link token is for one session: the only one they may read, and start their check-in in. */
export function isStudentOfSession(actor: Actor, sessionId: string): boolean {
  return actor.kind === 'student' && actor.sessionId === sessionId;
}

/**
 * Taking an instance (answering, retrying, reading it as it goes, its live room): its own student (the same session
 * and student token), or the teacher who owns it (their preview, or their students' check-ins).
 */
export function mayTakeInstance(actor: Actor, instance: InstanceFacts): boolean {
  if (actor.kind === 'user') return instance.ownerId === actor.userId;
  return instance.sessionId === actor.sessionId && instance.studentId === actor.studentId;
}

/**
 * Reviewing students' work (reports, ratings over the AI's, flags, deletion, a report's live room): the teacher who
 * owns it, and the admin of that teacher's organisation. The reviewer carries the facts the domain checks again.
 */
export function reviewerOf(
  userId: string,
  ownerId: string,
  standings: { me: Standing | null; owner: Standing | null },
): Reviewer | null {
  const reviewer: Reviewer = {
    teacherId: userId,
    adminOfOrganizationId: isOrgAdmin(standings.me) ? standings.me!.organizationId : null,
    ownerOrganizationId: standings.owner?.organizationId ?? null,
  };
  return reviewerMayReview(ownerId, reviewer) ? reviewer : null;
}

/** An organisation's overall report: its admin only. */
export function mayReadOrganizationReport(standing: Standing | null): boolean {
  return isOrgAdmin(standing);
}

/**
 * A user's first name: their own, a member's of their organisation, or an author's whose CheckIns are shared with
 * every teacher (public or examples show the author's name already).
 */
export function mayReadName(
  viewer: { userId: string; organizationId: string | null },
  subject: { userId: string; organizationId: string | null; sharesWithEveryTeacher: boolean },
): boolean {
  if (viewer.userId === subject.userId) return true;
  if (viewer.organizationId !== null && viewer.organizationId === subject.organizationId) return true;
  return subject.sharesWithEveryTeacher;
}

/**
 * An organisation's admin area (its users, their invitations and password resets, its usage): its own admins only.
 * Anyone else asking about it, an admin of another organisation included, is refused with a 403: the id in the
 * request is checked against the caller's own organisation alone, so the refusal is the same whether that other
 * organisation exists or not, and tells nothing a 404 would hide.
 */
export function mayAdministerOrganization(standing: Standing | null, organizationId: string): boolean {
  return isOrgAdmin(standing) && standing!.organizationId === organizationId;
}

/**
 * Removing a member or changing their role: any member but the admin themselves, so that an organisation always
 * keeps an admin (another admin may still do it). Names are anyone's to correct, their own included.
 */
export function mayChangeMembership(adminId: string, memberId: string): boolean {
  return adminId !== memberId;
}
