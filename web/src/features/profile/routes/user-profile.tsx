import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { authClient } from '../../../lib/auth';
import { describeAuthError } from '../../../lib/auth-error';
import { useAuthSession } from '../../../lib/use-auth-session';
import { useProfile } from '../../../lib/get-profile';
import { EmailForm } from '../components/email-form';
import { LinkedAccounts } from '../components/linked-accounts';
import { NameForm } from '../components/name-form';
import { PasswordForm } from '../components/password-form';
import { ProfileSection } from '../components/profile-section';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { TwoStepSection } from '../components/two-step-section';

/**
 * /profile/userProfile: name, sign-in email, password, two-step sign-in, linked accounts, and signing out
 * everywhere. The email-change link lands here (type=email_change) once the new address is confirmed, and a
 * provider being linked comes back here.
 */
export default function UserProfilePage() {
  const profile = useProfile();
  const session = useAuthSession();
  const [fromLink] = useState(() => authClient().urlResult);
  const email = session?.user?.email ?? profile.data?.email ?? '';

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Your profile</Title>
      {fromLink.kind === 'session' && fromLink.type === 'email_change' ? (
        <Alert color="green" title="Email changed">
          You now sign in with {email}.
        </Alert>
      ) : null}
      {profile.data?.organization?.name ? (
        <Text c="gray.7">
          {profile.data.organization.name}
          {profile.data.role ? ` · ${profile.data.role}` : ''}
        </Text>
      ) : null}

      <ProfileSection title="Your name" intro="How CheckIn greets you, and how your colleagues see you.">
        {profile.isPending ? (
          <Loader size="sm" aria-label="Loading your profile" />
        ) : profile.isError ? (
          <Alert color="red" title="Your profile could not be loaded">
            {profile.error.message}
          </Alert>
        ) : (
          <NameForm profile={profile.data} />
        )}
      </ProfileSection>

      <ProfileSection title="Email">
        <EmailForm current={email} pending={session?.user?.new_email} />
      </ProfileSection>

      <ProfileSection title="Password">
        <PasswordForm />
      </ProfileSection>

      <ProfileSection
        title="Two-step sign-in"
        intro="A code from an authenticator app on your phone, asked for after your password."
      >
        <TwoStepSection />
      </ProfileSection>

      <ProfileSection title="Linked accounts" intro="The ways you can sign in to CheckIn.">
        <LinkedAccounts returnedError={fromLink.kind === 'error' ? describeAuthError(fromLink.error) : null} />
      </ProfileSection>

      <ProfileSection
        title="Sign out of all devices"
        intro="Ends every session of your account, on every computer and phone, this one included."
      >
        <SignOutEverywhere />
      </ProfileSection>
    </Stack>
  );
}
