import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PageLoading } from '../../ui/page-loading';
import { MAIN_ID, SkipLink } from '../../ui/skip-link';
import { SiteFooter } from './site-footer';
import { SignOutButton, TeacherNavLinks } from './teacher-nav';
import { TeacherProviders } from './teacher-providers';

/** sidebar: the signed-in area with its places in a side navigation (a drawer on phones). */
export default function SidebarLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // A collapsed navbar is only moved off-screen: inert keeps its links out of the tab order.
  const wide = useMediaQuery('(min-width: 48em)', true);
  return (
    <TeacherProviders>
      <SkipLink />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Open navigation"
                aria-expanded={opened}
              />
              <Link className="brand" to={paths.dashboard.to()}>
                CheckIn
              </Link>
            </Group>
            <SignOutButton />
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label="Main" inert={!wide && !opened}>
          <TeacherNavLinks onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
        <SiteFooter besideNavbar />
      </AppShell>
    </TeacherProviders>
  );
}
