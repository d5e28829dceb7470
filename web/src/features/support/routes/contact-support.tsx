import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useProfile } from '../../../lib/get-profile';
import { paths } from '../../../lib/paths';
import { LoadError } from '../../../ui/load-error';
import { SupportForm } from '../components/support-form';
import { SupportThanks } from '../components/support-thanks';

/**
 * /contact-support: a signed-in teacher's request to the support team, then thanks. The request carries the
 * organisation of their profile, so the form waits for it.
 */
export default function ContactSupportPage() {
  const profile = useProfile();
  const [sent, setSent] = useState(false);
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Contact support</Title>
      {sent ? (
        <SupportThanks email={profile.data?.email || null} />
      ) : (
        <>
          <Text c="gray.7">
            Tell us what went wrong, or ask us anything about CheckIn: a person from our team answers. Many answers are
            already in{' '}
            <Anchor component={Link} to={paths.supportContent.to()} underline="always">
              Help and support
            </Anchor>
            .
          </Text>
          {profile.isError ? (
            <LoadError
              title="Your profile could not be loaded, and a request needs it"
              error={profile.error}
              onRetry={() => void profile.refetch()}
            />
          ) : profile.data ? (
            <SupportForm profile={profile.data} onSent={() => setSent(true)} />
          ) : (
            <Skeleton height={320} radius="md" aria-label="Loading the form" />
          )}
        </>
      )}
    </Stack>
  );
}
