import { Global, Module } from '@nestjs/common';
import { AccountStatusController } from './account-status/account-status.controller.js';
import { UserViews } from './accounts/user-views.js';
import { Users } from './accounts/users.js';
import { EnrollFactor } from './factors/enroll-factor.js';
import { FactorSecrets } from './factors/factor-secrets.js';
import { FactorsController } from './factors/factors.controller.js';
import { Factors } from './factors/factors.js';
import { MfaChallenges } from './factors/mfa-challenges.js';
import { VerifyFactor } from './factors/verify-factor.js';
import { ExternalIdentities } from './identities/external-identities.js';
import { FinishFlow } from './identities/finish-flow.js';
import { FlowStates } from './identities/flow-states.js';
import { IdTokens } from './identities/id-tokens.js';
import { IdentitiesController } from './identities/identities.controller.js';
import { IdentityGrants } from './identities/identity-grants.js';
import { IdentityProviders } from './identities/identity-providers.js';
import { StartFlow } from './identities/start-flow.js';
import { UserOfIdentity } from './identities/user-of-identity.js';
import { LogoutController } from './logout/logout.controller.js';
import { AccountMails } from './mail/account-mails.js';
import { DevMailboxController } from './mail/dev-mailbox.controller.js';
import { Links } from './mail/links.js';
import { Mailer, mailerProvider } from './mail/mailer.js';
import { OneTimeTokens } from './one-time-tokens/one-time-tokens.js';
import { MailLinksController } from './otp/mail-links.controller.js';
import { SendOtp } from './otp/send-otp.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { RecoverPassword } from './recover/recover-password.js';
import { AuthSessions } from './sessions/auth-sessions.js';
import { RefreshTokens } from './sessions/refresh-tokens.js';
import { RevokedSessions } from './sessions/revoked-sessions.js';
import { SessionIssuer } from './sessions/session-issuer.js';
import { ResendConfirmation } from './signup/resend-confirmation.js';
import { SignUp } from './signup/sign-up.js';
import { SignupController } from './signup/signup.controller.js';
import { PasswordGrant } from './token/password-grant.js';
import { TokenController } from './token/token.controller.js';
import { Tokens } from './tokens.js';
import { Callers } from './callers.js';
import { UpdateUser } from './user/update-user.js';
import { UserController } from './user/user.controller.js';
import { VerifyController } from './verify/verify.controller.js';
import { VerifyToken } from './verify/verify-token.js';

/**
 * Accounts: the hosted provider's API at /auth/v1 (sign-up, sign-in, second factors, sessions, mailed links, identity
 * providers), the spec's account calls at /api/v1/auth, and the tokens every other module's guards verify.
 */
@Global()
@Module({
  controllers: [
    SignupController,
    VerifyController,
    TokenController,
    LogoutController,
    MailLinksController,
    UserController,
    AccountStatusController,
    DevMailboxController,
    FactorsController,
    IdentitiesController,
  ],
  providers: [
    Callers,
    Tokens,
    Users,
    RevokedSessions,
    AuthSessions,
    RefreshTokens,
    SessionIssuer,
    OneTimeTokens,
    RateLimiter,
    Links,
    mailerProvider,
    AccountMails,
    SignUp,
    ResendConfirmation,
    VerifyToken,
    PasswordGrant,
    SendOtp,
    RecoverPassword,
    UpdateUser,
    UserViews,
    Factors,
    FactorSecrets,
    MfaChallenges,
    EnrollFactor,
    VerifyFactor,
    IdentityProviders,
    FlowStates,
    ExternalIdentities,
    UserOfIdentity,
    IdTokens,
    StartFlow,
    FinishFlow,
    IdentityGrants,
  ],
  // The admin area mails invitations and resets through the accounts' mailer and tokens.
  exports: [Callers, Tokens, Users, RevokedSessions, RateLimiter, Mailer, OneTimeTokens, Links, AccountMails],
})
export class AuthModule {}
