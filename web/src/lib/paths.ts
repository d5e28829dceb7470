/**
 * Every route of spec §2, in one table: its pattern, its layout, and a builder for links. The router (app/)
 * maps each to a page; features link with the builders and never spell a path themselves.
 */
export type LayoutName = 'default' | 'loggedoutlayout' | 'sidebar' | 'studentview' | 'topbarnav';

type Route<P extends unknown[] = []> = { pattern: string; layout: LayoutName; to: (...params: P) => string };

const fixed = (pattern: string, layout: LayoutName): Route => ({ pattern, layout, to: () => pattern });
const withId = (prefix: string, layout: LayoutName, name = 'id'): Route<[string]> => ({
  pattern: `${prefix}/:${name}`,
  layout,
  to: (id: string) => `${prefix}/${encodeURIComponent(id)}`,
});

export const paths = {
  home: fixed('/', 'loggedoutlayout'),
  login: fixed('/login', 'loggedoutlayout'),
  pricing: fixed('/pricing', 'loggedoutlayout'),
  waitlist: fixed('/waitlist', 'default'),
  signup: fixed('/auth/signup', 'loggedoutlayout'),
  signupConfirmation: fixed('/auth/signupconfirmation', 'loggedoutlayout'),
  passwordResetRequest: fixed('/auth/password_reset_request', 'loggedoutlayout'),
  resetPassword: fixed('/auth/reset-password', 'loggedoutlayout'),
  resetPasswordWithGoogle: fixed('/auth/reset-password-with-google-login', 'loggedoutlayout'),
  contactSales: fixed('/contact/contact-sales', 'loggedoutlayout'),
  policy: { pattern: '/policy/*', layout: 'loggedoutlayout', to: (slug: string) => `/policy/${slug}` } as Route<
    [string]
  >,
  dashboard: fixed('/dashboard', 'sidebar'),
  assessmentInstance: withId('/assessment_instance', 'sidebar', 'assessmentId'),
  studentAssessmentInstance: withId('/assessment_instance/student', 'studentview', 'assessmentId'),
  overallReport: fixed('/assessment_report/overall_report', 'sidebar'),
  sessionReport: withId('/assessment_report/session_report', 'sidebar', 'sessionId'),
  templateReport: withId('/assessment_report', 'sidebar', 'templateId'),
  communityCheckins: fixed('/community/checkins', 'sidebar'),
  contactSupport: fixed('/contact-support', 'topbarnav'),
  supportContent: fixed('/content/support', 'topbarnav'),
  orgAdminDashboard: fixed('/org_admin/org_admin_dashboard', 'sidebar'),
  userProfile: fixed('/profile/userProfile', 'topbarnav'),
  upgradePlans: fixed('/upgrade/plans', 'topbarnav'),
  checkinComplete: fixed('/session/checkin_complete', 'studentview'),
  checkinCompleteError: fixed('/session/checkin_complete_error', 'studentview'),
  studentSession: withId('/session', 'studentview', 'sessionId'),
} as const;

/** Spec §2: paths that need no sign-in, exactly and by prefix. */
export const PUBLIC_PATHS = ['/waitlist', '/', '/login', '/pricing'];
export const PUBLIC_PREFIXES = ['/assessment_instance/student/', '/session/', '/auth/', '/policy/', '/contact/'];
