import { Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { type CreditsView, useTeacherAccount } from './use-teacher-account';

function creditsLabel(credits: CreditsView): string | null {
  switch (credits.kind) {
    case 'unlimited':
      return 'Unlimited credits';
    case 'count':
      return `${credits.credits} of ${credits.max} credits`;
    case 'plan':
      return `${credits.plan} plan`;
    case 'unknown':
      return null;
    default: {
      const never: never = credits;
      return never;
    }
  }
}

/** The teacher's credits in the top bar; it leads to the plans page. Hidden on phones (the menu has the link). */
export function CreditsIndicator() {
  const label = creditsLabel(useTeacherAccount().credits);
  if (!label) return null;
  return (
    <Badge
      component={Link}
      to={paths.upgradePlans.to()}
      variant="light"
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
