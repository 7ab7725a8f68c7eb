/**
 * The signed-in frame (spec §2 "Header and shell"): header on top, the screen below. The
 * screen has its own loading boundary, so the header stays while a screen's code arrives.
 */
import { AppShell } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScreenLoader } from '@/components/screen-loader';
// The signed-in screens translate their texts: the library starts with them.
import '@/i18n/i18n';
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
        <Suspense fallback={<ScreenLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
