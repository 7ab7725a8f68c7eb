/** The signed-in frame (spec §2 "Header and shell"): header on top, the screen below. */
import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { AppHeader } from './app-header';

export function AppLayout() {
  const user = useCurrentUser();
  return (
    <AppShell header={{ height: 60 }} padding="lg">
      <AppShell.Header>
        <AppHeader user={user} />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
