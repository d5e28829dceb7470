import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, PUBLIC_PREFIXES } from '../paths';
import { guardRoute, isPublicPath, returnPathAfterLogin } from '../route-guard';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the route guard, for a visitor who is not signed in', () => {
  it.each(PUBLIC_PATHS)('lets them open %s', (path) => {
    expect(guardRoute(at(path), false)).toEqual({ action: 'allow' });
  });

  it.each(PUBLIC_PREFIXES.map((prefix) => `${prefix}something/deeper`))(
    'lets them open %s (a public prefix)',
    (path) => {
      expect(guardRoute(at(path), false)).toEqual({ action: 'allow' });
    },
  );

  it('lets a student open their session link and their results without an account', () => {
    expect(guardRoute(at('/session/9b2f3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f'), false).action).toBe('allow');
    expect(guardRoute(at('/assessment_instance/student/9b2f3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f'), false).action).toBe(
      'allow',
    );
    expect(guardRoute(at('/session/checkin_complete'), false).action).toBe('allow');
  });

  it('sends them to sign in from a private page, remembering the page, its query and its hash', () => {
    expect(guardRoute(at('/dashboard'), false)).toEqual({ action: 'redirect', to: '/login?redirectTo=%2Fdashboard' });
    const decision = guardRoute(at('/assessment_report/overall_report', '?tab=2', '#top'), false);
    expect(decision).toEqual({
      action: 'redirect',
      to: '/login?redirectTo=%2Fassessment_report%2Foverall_report%3Ftab%3D2%23top',
    });
  });

  it("treats a teacher's instance page as private although a student's one is public", () => {
    expect(guardRoute(at('/assessment_instance/9b2f3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f'), false).action).toBe('redirect');
  });

  it('does not take a path that merely starts like a public one for public', () => {
    expect(isPublicPath('/sessions-admin')).toBe(false);
    expect(isPublicPath('/loginx')).toBe(false);
    expect(isPublicPath('/pricing/')).toBe(true);
  });

  it('sends an unknown path to sign in too (spec: any other path)', () => {
    expect(guardRoute(at('/no-such-page'), false).action).toBe('redirect');
  });
});

describe('the route guard, for a signed-in teacher', () => {
  it('lets them open private and public pages', () => {
    for (const path of ['/dashboard', '/profile/userProfile', '/', '/pricing', '/policy/privacy']) {
      expect(guardRoute(at(path), true)).toEqual({ action: 'allow' });
    }
  });

  it('sends them from /login to the dashboard', () => {
    expect(guardRoute(at('/login'), true)).toEqual({ action: 'redirect', to: '/dashboard' });
    expect(guardRoute(at('/login', '?redirectTo=%2Fdashboard'), true)).toEqual({
      action: 'redirect',
      to: '/dashboard',
    });
  });
});

describe('returning after sign-in', () => {
  it('goes back to the asked-for page', () => {
    expect(returnPathAfterLogin('?redirectTo=%2Fassessment_report%2Foverall_report%3Ftab%3D2')).toBe(
      '/assessment_report/overall_report?tab=2',
    );
  });

  it('goes to the dashboard without one, or when the target is another site', () => {
    expect(returnPathAfterLogin('')).toBe('/dashboard');
    expect(returnPathAfterLogin('?redirectTo=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(returnPathAfterLogin('?redirectTo=%2F%2Fevil.example')).toBe('/dashboard');
    expect(returnPathAfterLogin('?redirectTo=%2F%5Cevil.example')).toBe('/dashboard');
  });
});

describe('the route guard, for a teacher whose second factor is due (aal1, aal2 required)', () => {
  const due = { secondFactorDue: true };
  it('keeps them on /login for the second-factor step', () => {
    expect(guardRoute(at('/login', '?redirectTo=%2Fdashboard'), true, due)).toEqual({ action: 'allow' });
  });

  it('sends them from a private page to that step, remembering the page', () => {
    expect(guardRoute(at('/dashboard'), true, due)).toEqual({
      action: 'redirect',
      to: '/login?redirectTo=%2Fdashboard',
    });
  });

  it('lets them open public pages (a reset link asks for the code itself)', () => {
    expect(guardRoute(at('/auth/reset-password'), true, due)).toEqual({ action: 'allow' });
  });
});
