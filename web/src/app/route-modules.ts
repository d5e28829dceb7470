import type { LayoutName, paths } from '../lib/paths';

/**
 * Which page module renders each route of lib/paths.ts, and the checks a route's parameters must pass before its
 * page loads (a failed check is a 404, spec §2). Plain data with no JSX, so that the build's route-size report
 * (scripts/route-sizes.ts) reads the same table the router does.
 */
export type PageKey = keyof typeof paths;
export type RouteParams = Record<string, string | undefined>;
export type PageSpec = {
  /** Under src/features/, without the extension. The module default-exports the page and may export validate(). */
  module: string;
  validate?: (params: RouteParams) => boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid =
  (name: string) =>
  (params: RouteParams): boolean =>
    UUID.test(params[name] ?? '');

export const PAGE_MODULES: Record<PageKey, PageSpec> = {
  home: { module: 'home/routes/home' },
  login: { module: 'auth/routes/login' },
  pricing: { module: 'pricing/routes/pricing' },
  waitlist: { module: 'waitlist/routes/waitlist' },
  signup: { module: 'auth/routes/signup' },
  signupConfirmation: { module: 'auth/routes/signup-confirmation' },
  passwordResetRequest: { module: 'auth/routes/password-reset-request' },
  resetPassword: { module: 'auth/routes/reset-password' },
  resetPasswordWithGoogle: { module: 'auth/routes/reset-password-with-google-login' },
  contactSales: { module: 'contact/routes/contact-sales' },
  policy: { module: 'policy/routes/policy' },
  dashboard: { module: 'dashboard/routes/dashboard' },
  assessmentInstance: { module: 'instances/routes/assessment-instance', validate: uuid('assessmentId') },
  studentAssessmentInstance: { module: 'checkin/routes/student-instance', validate: uuid('assessmentId') },
  overallReport: { module: 'reports/routes/overall-report' },
  sessionReport: { module: 'reports/routes/session-report', validate: uuid('sessionId') },
  templateReport: { module: 'reports/routes/template-report', validate: uuid('templateId') },
  communityCheckins: { module: 'community/routes/community-checkins' },
  contactSupport: { module: 'support/routes/contact-support' },
  supportContent: { module: 'support/routes/support-content' },
  orgAdminDashboard: { module: 'org-admin/routes/org-admin-dashboard' },
  userProfile: { module: 'profile/routes/user-profile' },
  upgradePlans: { module: 'plans/routes/upgrade-plans' },
  checkinComplete: { module: 'checkin/routes/checkin-complete' },
  checkinCompleteError: { module: 'checkin/routes/checkin-complete-error' },
  studentSession: { module: 'checkin/routes/student-session', validate: uuid('sessionId') },
};

/** The layouts that carry Mantine load with their pages; the others are small and ship in the entry. */
export const LAZY_LAYOUTS: Partial<Record<LayoutName, string>> = {
  sidebar: 'app/layouts/sidebar-layout',
  topbarnav: 'app/layouts/topbar-layout',
};
