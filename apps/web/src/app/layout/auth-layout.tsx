/** The frame of the guest screens: the logo above a card. */
import { Center, Paper, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { Logo } from '@/components/logo';

export function AuthLayout() {
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Stack w="100%" maw={420} align="stretch">
        <Center>
          <Logo />
        </Center>
        <Paper withBorder shadow="sm" p="xl" component="main">
          <Outlet />
        </Paper>
      </Stack>
    </Center>
  );
}
