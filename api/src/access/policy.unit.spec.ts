import type { Actor } from '@checkin/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Standing,
  isStudentOfSession,
  mayAdministerOrganization,
  mayChangeMembership,
  mayManageSession,
  mayManageTemplate,
  mayReadName,
  mayReadOrganizationReport,
  mayReadTemplate,
  mayTakeInstance,
  reviewerOf,
} from './policy.js';

// Teacher A owns template T1 and its session S1; a student of S1 took instance I1. Teacher B is a stranger.
const teacherA: Actor = { kind: 'user', userId: 'A' };
const teacherB: Actor = { kind: 'user', userId: 'B' };
const studentOfS1: Actor = { kind: 'student', sessionId: 'S1', templateId: 'T1', studentId: 'st1' };
const otherStudentOfS1: Actor = { kind: 'student', sessionId: 'S1', templateId: 'T1', studentId: 'st2' };
const studentOfS2: Actor = { kind: 'student', sessionId: 'S2', templateId: 'T2', studentId: 'st3' };

const privateT1 = { id: 'T1', owner_id: 'A', is_public: false, is_example: false };
const I1 = { ownerId: 'A', sessionId: 'S1', studentId: 'st1' };

const teacherInOrg: Standing = { role: 'teacher', organizationId: 'org1' };
const adminOfOrg1: Standing = { role: 'admin', organizationId: 'org1' };
const adminOfOrg2: Standing = { role: 'admin', organizationId: 'org2' };

describe('the access policy', () => {
  it('lets a template be read by its owner, the students of its session, and every teacher once shared', () => {
    expect([teacherA, teacherB, studentOfS1, studentOfS2].map((a) => mayReadTemplate(a, privateT1))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    for (const shared of [{ is_public: true }, { is_example: true }]) {
      expect(mayReadTemplate(teacherB, { ...privateT1, ...shared })).toBe(true);
      expect(mayReadTemplate(studentOfS2, { ...privateT1, ...shared })).toBe(false);
    }
  });

  it('lets only the owner manage a template or a session, shared or not', () => {
    expect(mayManageTemplate('A', privateT1)).toBe(true);
    expect(mayManageTemplate('B', { ...privateT1, is_public: true })).toBe(false);
    expect(mayManageSession('A', { owner_id: 'A' })).toBe(true);
    expect(mayManageSession('B', { owner_id: 'A' })).toBe(false);
  });

  it("lets a student into their link's session only", () => {
    expect(isStudentOfSession(studentOfS1, 'S1')).toBe(true);
    expect(isStudentOfSession(studentOfS2, 'S1')).toBe(false);
    expect(isStudentOfSession(teacherA, 'S1')).toBe(false);
  });

  it('lets an instance be taken by its own student and its teacher, and nobody else', () => {
    expect([teacherA, teacherB, studentOfS1, otherStudentOfS1, studentOfS2].map((a) => mayTakeInstance(a, I1))).toEqual(
      [true, false, true, false, false],
    );
  });

  it("lets work be reviewed by its teacher and their organisation's admin, not another organisation's", () => {
    expect(reviewerOf('A', 'A', { me: teacherInOrg, owner: teacherInOrg })).not.toBeNull();
    expect(reviewerOf('admin1', 'A', { me: adminOfOrg1, owner: teacherInOrg })).toEqual({
      teacherId: 'admin1',
      adminOfOrganizationId: 'org1',
      ownerOrganizationId: 'org1',
    });
    expect(reviewerOf('admin2', 'A', { me: adminOfOrg2, owner: teacherInOrg })).toBeNull();
    expect(reviewerOf('B', 'A', { me: teacherInOrg, owner: teacherInOrg })).toBeNull();
    expect(reviewerOf('admin1', 'A', { me: adminOfOrg1, owner: { role: 'teacher', organizationId: null } })).toBeNull();
  });

  it("lets only an organisation's admin read its overall report", () => {
    expect(
      [adminOfOrg1, teacherInOrg, { role: 'admin', organizationId: null }, null].map(mayReadOrganizationReport),
    ).toEqual([true, false, false, false]);
  });

  it('lets a first name be read by its owner, their organisation, and any teacher once they share a CheckIn', () => {
    const viewer = { userId: 'B', organizationId: 'org1' };
    expect(mayReadName(viewer, { userId: 'B', organizationId: null, sharesWithEveryTeacher: false })).toBe(true);
    expect(mayReadName(viewer, { userId: 'A', organizationId: 'org1', sharesWithEveryTeacher: false })).toBe(true);
    expect(mayReadName(viewer, { userId: 'A', organizationId: 'org2', sharesWithEveryTeacher: false })).toBe(false);
    expect(mayReadName(viewer, { userId: 'A', organizationId: 'org2', sharesWithEveryTeacher: true })).toBe(true);
    const alone = { userId: 'B', organizationId: null };
    expect(mayReadName(alone, { userId: 'A', organizationId: null, sharesWithEveryTeacher: false })).toBe(false);
  });
});

describe("an organisation's admin area", () => {
  it('lets in its own admins only: not a member, not an admin of another organisation, not an admin of none', () => {
    const standings = [adminOfOrg1, teacherInOrg, adminOfOrg2, { role: 'admin', organizationId: null }, null];
    expect(standings.map((standing) => mayAdministerOrganization(standing, 'org1'))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(mayAdministerOrganization(adminOfOrg2, 'org2')).toBe(true);
  });

  it("keeps an admin from removing themselves or changing their own role, not another's", () => {
    expect(mayChangeMembership('admin1', 'admin1')).toBe(false);
    expect(mayChangeMembership('admin1', 'A')).toBe(true);
  });
});
