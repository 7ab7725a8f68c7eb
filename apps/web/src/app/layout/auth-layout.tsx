/**
 * The frame of the guest screens: the logo above a card. It is part of the entry chunk, so
 * the frame is on screen at once and only the card's form waits for its code.
 */
import { Center, Paper, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScreenLoader } from '@/components/screen-loader';
import { Logo } from '@/components/logo';

export function AuthLayout() {
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Stack w="100%" maw={420} align="stretch">
        <Center>
          <Logo />
        </Center>
        <Paper withBorder shadow="sm" p="xl" component="main">
          <Suspense fallback={<ScreenLoader />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Stack>
    </Center>
  );
}
