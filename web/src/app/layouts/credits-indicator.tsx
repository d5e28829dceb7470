import { Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { type CreditsView, useTeacherAccount } from './use-teacher-account';

const count = new Intl.NumberFormat();

function creditsLabel(credits: CreditsView): string | null {
  switch (credits.kind) {
    case 'unlimited':
      return 'Unlimited credits';
    case 'count':
      return `${count.format(credits.credits)} of ${count.format(credits.max)} credits`;
    case 'unknown':
      return null;
    default: {
      const never: never = credits;
      return never;
    }
  }
}

/**
 * The teacher's organisation's credits in the top bar, from the server; it leads to the plans page, and turns
 * orange when none are left. Hidden on phones (the menu has the link).
 */
export function CreditsIndicator() {
  const { credits } = useTeacherAccount();
  const label = creditsLabel(credits);
  if (!label) return null;
  const empty = credits.kind === 'count' && credits.credits === 0;
  return (
    <Badge
      component={Link}
      to={paths.upgradePlans.to()}
      variant="light"
      color={empty ? 'orange.9' : undefined}
      size="lg"
      radius="sm"
      visibleFrom="sm"
      style={{ cursor: 'pointer', textTransform: 'none' }}
      aria-label={`${label}: see plans`}
    >
      {label}
    </Badge>
  );
}
