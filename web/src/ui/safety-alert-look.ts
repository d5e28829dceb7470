import type { AlertProps } from '@mantine/core';

/**
 * How a safety alert looks wherever the teacher meets one (the session report, the dashboard): an orange banner
 * whose title takes the text colour, as Mantine's orange title on its orange tint reads below WCAG AA's 4.5:1.
 */
export const SAFETY_ALERT_LOOK = {
  color: 'orange',
  variant: 'light',
  styles: { title: { color: 'var(--mantine-color-text)' } },
} satisfies Partial<AlertProps>;
