/** Shown instead of a blank page when a screen crashes. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Title order={2}>Something went wrong</Title>
        {detail && <Text c="dimmed">{detail}</Text>}
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
