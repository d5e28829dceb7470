import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/** A session's first two actions, wherever it is listed: share its link and QR code, open its report. */
export function ShareAndReport({
  session,
  onShare,
}: {
  session: { session_id: string; name: string };
  onShare: () => void;
}) {
  return (
    <>
      <Button size="xs" onClick={onShare} aria-label={`Share ${session.name}`}>
        Share
      </Button>
      <Button
        size="xs"
        variant="default"
        component={Link}
        to={paths.sessionReport.to(session.session_id)}
        aria-label={`Report of ${session.name}`}
      >
        Report
      </Button>
    </>
  );
}
