/**
 * The public supplier page behind `/supply/{secret}` (DESIGN.md §9.7): no account and no app
 * chrome — the supplier is not a user. It names the provider (never the customer), the
 * manufacturer and the requested part numbers, and takes the declarations. A link that is
 * unknown, expired, revoked or malformed gets one clear page. In the reader's language (the
 * browser's): the route fetches its catalogue first (router.tsx); the server's messages come
 * translated already. This page has no size budget, so it uses react-i18next as the signed-in
 * screens do (i18n.ts, imported here, sets it up).
 */
import { REQUEST_MSG, SupplySecretParamsSchema, type SupplyInfo } from '@partproof/shared';
import { Center, Container, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { errorMessage } from '@/lib/notify';
import { useSupplyInfo } from '../api/get-supply-info';
import { SupplierUpload } from './supplier-upload';

export function SupplierPage({ secret }: { secret: string }) {
  const { t } = useTranslation();
  // A malformed link is refused here too: the server would answer the same clear page.
  if (!SupplySecretParamsSchema.safeParse({ secret }).success) {
    return <SupplierMessage title={t('Link not valid')} text={t(REQUEST_MSG.linkGone)} />;
  }
  return <SupplierLink secret={secret} />;
}

function SupplierLink({ secret }: { secret: string }) {
  const info = useSupplyInfo(secret);
  const { t } = useTranslation();
  if (info.error) {
    const status = info.error instanceof ApiError ? info.error.status : 0;
    // 429 keeps its own words (try later); every other refusal of the link is the one text.
    if (status >= 400 && status < 500 && status !== 429) {
      return <SupplierMessage title={t('Link not valid')} text={t(REQUEST_MSG.linkGone)} />;
    }
    // The server's words are in the reader's language already; the page's own fallback is not.
    return (
      <SupplierMessage title={t('Please try again later')} text={t(errorMessage(info.error))} />
    );
  }
  if (!info.data) {
    return (
      <Center mih="60vh" role="status" aria-label={t('Loading')}>
        <Loader />
      </Center>
    );
  }
  return <SupplierRequest secret={secret} info={info.data} />;
}

function SupplierRequest({ secret, info }: { secret: string; info: SupplyInfo }) {
  const { t } = useTranslation();
  const { provider, manufacturer, received } = info;
  return (
    <SupplierFrame>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {t('Document request from {{provider}}', { provider })}
          </Text>
          <Title order={1} size="h2">
            {t('RoHS / REACH declarations for {{manufacturer}}', { manufacturer })}
          </Title>
        </div>
        <Text>
          {t(
            '{{provider}} asks {{manufacturer}} for the current RoHS / REACH declarations (or an IPC-1752A material declaration) of these parts:',
            { provider, manufacturer },
          )}
        </Text>
        <List
          aria-label={t('Requested part numbers')}
          spacing={2}
          style={{ wordBreak: 'break-word' }}
        >
          {info.parts.map((part) => (
            <List.Item key={part}>{part}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('This link is valid until {{date}}.', { date: formatDate(info.expiresAt) })}
          {received > 0 && ' '}
          {received === 1 && t('1 file has been received through it so far.')}
          {received > 1 &&
            t('{{number}} files have been received through it so far.', { number: received })}
        </Text>
        <SupplierUpload secret={secret} />
      </Stack>
    </SupplierFrame>
  );
}

function SupplierFrame({ children }: { children: React.ReactNode }) {
  return (
    <Container size="sm" px="sm" py="lg" component="main">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        {children}
      </Paper>
    </Container>
  );
}

function SupplierMessage({ title, text }: { title: string; text: string }) {
  return (
    <SupplierFrame>
      <Stack gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text role="alert">{text}</Text>
      </Stack>
    </SupplierFrame>
  );
}
