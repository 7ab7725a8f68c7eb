/**
 * Shown instead of a blank page when a screen crashes, or when its code cannot be fetched:
 * after a new release the old chunk names are gone from the server, and a tab opened before
 * it needs a reload to pick up the new ones.
 */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '@/lib/chunk-load-error';

export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen
        title="PartProof has been updated"
        detail="Reload the page to continue with the new version."
      />
    );
  }
  return (
    <ErrorScreen
      title="Something went wrong"
      detail={error instanceof Error ? error.message : undefined}
    />
  );
}

function ErrorScreen({ title, detail }: { title: string; detail?: string }) {
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Title order={2}>{title}</Title>
        {detail && <Text c="dimmed">{detail}</Text>}
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
