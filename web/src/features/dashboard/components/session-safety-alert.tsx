import type { SessionListItem } from '@checkin/contracts';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { SAFETY_ALERT_LOOK } from '../../../ui/safety-alert-look';

/** A session's answers that may need the teacher's care, with the way to its report; kept live with the counts. */
export function SessionSafetyAlert({
  session,
}: {
  session: Pick<SessionListItem, 'session_id' | 'name' | 'safety_alerts'>;
}) {
  const n = session.safety_alerts;
  if (n === 0) return null;
  return (
    <Alert {...SAFETY_ALERT_LOOK} p="xs" title="Safety alert">
      <Text size="sm">
        {n === 1 ? 'An answer' : `${n} answers`} in {session.name} may need your attention.{' '}
        <Anchor component={Link} to={paths.sessionReport.to(session.session_id)} size="sm">
          Open the report of {session.name}
        </Anchor>
      </Text>
    </Alert>
  );
}
