import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { MAIN_ID, SkipLink } from '../../ui/skip-link';
import { CreditsIndicator } from './credits-indicator';
import { PageSkeleton } from './page-skeleton';
import { SiteFooter } from './site-footer';
import { TeacherNavLinks } from './teacher-nav';
import { TeacherProviders } from './teacher-providers';
import { UserMenu } from './user-menu';

/**
 * Mantine's `md` breakpoint, 62em (992 px): narrower, a tablet included (768 px), the side navigation becomes a
 * drawer behind the burger and the page gets the whole width.
 */
export const WIDE_QUERY = '(min-width: 62em)';

/**
 * The signed-in area's one shell, shared by the sidebar and topbarnav layouts: a top bar (product name, credits,
 * the user menu) and the side navigation. `contentWidth` bounds the page column (the topbarnav pages are forms).
 */
export function TeacherShell({ contentWidth }: { contentWidth?: number }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // A collapsed navbar is only moved off-screen: inert keeps its links out of the tab order.
  const wide = useMediaQuery(WIDE_QUERY, true);
  return (
    <TeacherProviders>
      <SkipLink />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 232, breakpoint: 'md', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={opened ? 'Close navigation' : 'Open navigation'}
                aria-expanded={opened}
                aria-controls="teacher-navigation"
              />
              <Link className="brand" to={paths.dashboard.to()}>
                CheckIn
              </Link>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <CreditsIndicator />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar id="teacher-navigation" p="sm" aria-label="Main" inert={!wide && !opened}>
          <TeacherNavLinks onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
          <Box maw={contentWidth}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </Box>
        </AppShell.Main>
        <SiteFooter besideNavbar />
      </AppShell>
    </TeacherProviders>
  );
}
