import { describe, expect, it } from 'vitest';
import {
  findStudentSessionForInstance,
  forgetStudentSession,
  readStudentSession,
  saveStudentSession,
  updateStudentSession,
} from '../../../lib/student-session';

const SESSION = '00000000-0000-4000-8000-000000000201';

describe('What a student’s browser remembers', () => {
  it('keeps the token, and the check-in once made, so a reload is the same student', () => {
    saveStudentSession(SESSION, { token: 'tok', templateId: 'tpl' });
    expect(readStudentSession(SESSION)).toEqual({ token: 'tok', templateId: 'tpl' });
    updateStudentSession(SESSION, { instanceId: 'inst', studentName: 'Ana' });
    expect(readStudentSession(SESSION)).toEqual({
      token: 'tok',
      templateId: 'tpl',
      instanceId: 'inst',
      studentName: 'Ana',
    });
    expect(localStorage.getItem(`checkin.student.${SESSION}`)).toContain('"token":"tok"');
  });

  it('finds the token of a check-in from its id, for the results page', () => {
    saveStudentSession(SESSION, { token: 'tok', templateId: 'tpl', instanceId: 'inst' });
    expect(findStudentSessionForInstance('inst')).toEqual({
      sessionId: SESSION,
      session: expect.objectContaining({ token: 'tok' }),
    });
    expect(findStudentSessionForInstance('other')).toBeNull();
  });

  it('forgets a check-in started afresh', () => {
    saveStudentSession(SESSION, { token: 'tok', templateId: 'tpl', instanceId: 'inst' });
    forgetStudentSession(SESSION);
    expect(readStudentSession(SESSION)).toBeNull();
    expect(findStudentSessionForInstance('inst')).toBeNull();
  });

  it('keeps the results of every try reachable when the student starts again, and forgets them all afresh', () => {
    saveStudentSession(SESSION, { token: 'tok', templateId: 'tpl', instanceId: 'first-try' });
    updateStudentSession(SESSION, { instanceId: 'second-try' });
    expect(readStudentSession(SESSION)?.instanceId).toBe('second-try');
    expect(findStudentSessionForInstance('first-try')?.session.token).toBe('tok');
    expect(findStudentSessionForInstance('second-try')?.session.token).toBe('tok');
    forgetStudentSession(SESSION);
    expect(findStudentSessionForInstance('first-try')).toBeNull();
    expect(findStudentSessionForInstance('second-try')).toBeNull();
  });

  it('shrugs off corrupt or foreign storage', () => {
    localStorage.setItem(`checkin.student.${SESSION}`, '{not json');
    expect(readStudentSession(SESSION)).toBeNull();
    localStorage.setItem(`checkin.student.${SESSION}`, JSON.stringify({ token: 42 }));
    expect(readStudentSession(SESSION)).toBeNull();
    localStorage.setItem('checkin.student-instances', '[1,2]');
    expect(findStudentSessionForInstance('inst')).toBeNull();
    saveStudentSession(SESSION, { token: 'tok', templateId: 'tpl', instanceId: 'inst' });
    expect(findStudentSessionForInstance('inst')?.session.token).toBe('tok');
  });
});
