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
  /** The page's name in the tab's title, before the product's ("Dashboard - CheckIn"). */
  title: string;
  validate?: (params: RouteParams) => boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid =
  (name: string) =>
  (params: RouteParams): boolean =>
    UUID.test(params[name] ?? '');

export const PAGE_MODULES: Record<PageKey, PageSpec> = {
  home: { module: 'home/routes/home', title: 'Home' },
  login: { module: 'auth/routes/login', title: 'Sign in' },
  pricing: { module: 'pricing/routes/pricing', title: 'Pricing' },
  waitlist: { module: 'waitlist/routes/waitlist', title: 'Join the waitlist' },
  signup: { module: 'auth/routes/signup', title: 'Create your account' },
  signupConfirmation: { module: 'auth/routes/signup-confirmation', title: 'Confirm your email' },
  passwordResetRequest: { module: 'auth/routes/password-reset-request', title: 'Reset your password' },
  resetPassword: { module: 'auth/routes/reset-password', title: 'Choose a new password' },
  resetPasswordWithGoogle: { module: 'auth/routes/reset-password-with-google-login', title: 'Set a password' },
  contactSales: { module: 'contact/routes/contact-sales', title: 'Contact sales' },
  policy: { module: 'policy/routes/policy', title: 'Policies' },
  dashboard: { module: 'dashboard/routes/dashboard', title: 'Dashboard' },
  assessmentInstance: {
    module: 'instances/routes/assessment-instance',
    title: 'Check-in record',
    validate: uuid('assessmentId'),
  },
  studentAssessmentInstance: {
    module: 'checkin/routes/student-instance',
    title: 'Your results',
    validate: uuid('assessmentId'),
  },
  overallReport: { module: 'reports/routes/overall-report', title: 'Reports' },
  sessionReport: { module: 'reports/routes/session-report', title: 'Session report', validate: uuid('sessionId') },
  templateReport: { module: 'reports/routes/template-report', title: 'CheckIn report', validate: uuid('templateId') },
  communityCheckins: { module: 'community/routes/community-checkins', title: 'Community CheckIns' },
  contactSupport: { module: 'support/routes/contact-support', title: 'Contact support' },
  supportContent: { module: 'support/routes/support-content', title: 'Help and support' },
  orgAdminDashboard: { module: 'org-admin/routes/org-admin-dashboard', title: 'Organisation admin' },
  userProfile: { module: 'profile/routes/user-profile', title: 'Your profile' },
  upgradePlans: { module: 'plans/routes/upgrade-plans', title: 'Plans' },
  checkinComplete: { module: 'checkin/routes/checkin-complete', title: 'Check-in complete' },
  checkinCompleteError: { module: 'checkin/routes/checkin-complete-error', title: 'Check-in not finished' },
  studentSession: { module: 'checkin/routes/student-session', title: 'Check-in', validate: uuid('sessionId') },
};

/** The layouts that carry Mantine load with their pages; the others are small and ship in the entry. */
export const LAZY_LAYOUTS: Partial<Record<LayoutName, string>> = {
  sidebar: 'app/layouts/sidebar-layout',
  topbarnav: 'app/layouts/topbar-layout',
};
