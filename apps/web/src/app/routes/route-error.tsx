/**
 * Shown instead of a blank page when a screen crashes, or when its code cannot be fetched:
 * after a new release the old chunk names are gone from the server, and a tab opened before
 * it needs a reload to pick up the new ones. Part of the entry, so it translates without the
 * translation library (light-translation.ts); a guest's language is fetched when it shows.
 */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useLightTranslation } from '@/i18n/light-translation';
import { showReaderLanguage } from '@/i18n/switch-language';
import { isChunkLoadError } from '@/lib/chunk-load-error';

export function RouteError() {
  const error = useRouteError();
  const { t } = useLightTranslation();
  // A guest's page may have failed before its texts came (withReaderLanguage).
  useEffect(() => {
    void showReaderLanguage(['sign-in']).catch(() => undefined);
  }, []);
  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen
        title={t('PartProof has been updated')}
        detail={t('Reload the page to continue with the new version.')}
      />
    );
  }
  // The error's own message is the program's, not the reader's: it stays as it is.
  return (
    <ErrorScreen
      title={t('Something went wrong')}
      detail={error instanceof Error ? error.message : undefined}
    />
  );
}

function ErrorScreen({ title, detail }: { title: string; detail?: string }) {
  const { t } = useLightTranslation();
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Title order={2}>{title}</Title>
        {detail && <Text c="dimmed">{detail}</Text>}
        <Button onClick={() => window.location.reload()}>{t('Reload')}</Button>
      </Stack>
    </Center>
  );
}
