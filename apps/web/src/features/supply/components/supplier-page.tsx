/**
 * The public supplier page behind `/supply/{secret}` (DESIGN.md §9.7): no account and no app
 * chrome — the supplier is not a user. It names the provider (never the customer), the
 * manufacturer and the requested part numbers, and takes the declarations. A link that is
 * unknown, expired, revoked or malformed gets one clear page.
 */
import { REQUEST_MSG, SupplySecretParamsSchema, type SupplyInfo } from '@partproof/shared';
import { Center, Container, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/notify';
import { useSupplyInfo } from '../api/get-supply-info';
import { SupplierUpload } from './supplier-upload';

export function SupplierPage({ secret }: { secret: string }) {
  // A malformed link is refused here too: the server would answer the same clear page.
  if (!SupplySecretParamsSchema.safeParse({ secret }).success) {
    return <SupplierMessage title="Link not valid" text={REQUEST_MSG.linkGone} />;
  }
  return <SupplierLink secret={secret} />;
}

function SupplierLink({ secret }: { secret: string }) {
  const info = useSupplyInfo(secret);
  if (info.error) {
    const status = info.error instanceof ApiError ? info.error.status : 0;
    // 429 keeps its own words (try later); every other refusal of the link is the one text.
    if (status >= 400 && status < 500 && status !== 429) {
      return <SupplierMessage title="Link not valid" text={REQUEST_MSG.linkGone} />;
    }
    return <SupplierMessage title="Please try again later" text={errorMessage(info.error)} />;
  }
  if (!info.data) {
    return (
      <Center mih="60vh" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  return <SupplierRequest secret={secret} info={info.data} />;
}

function SupplierRequest({ secret, info }: { secret: string; info: SupplyInfo }) {
  return (
    <SupplierFrame>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            Document request from {info.provider}
          </Text>
          <Title order={1} size="h2">
            RoHS / REACH declarations for {info.manufacturer}
          </Title>
        </div>
        <Text>
          {info.provider} asks {info.manufacturer} for the current RoHS / REACH declarations (or an
          IPC-1752A material declaration) of these parts:
        </Text>
        <List aria-label="Requested part numbers" spacing={2} style={{ wordBreak: 'break-word' }}>
          {info.parts.map((part) => (
            <List.Item key={part}>{part}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          This link is valid until {dayjs(info.expiresAt).format('YYYY-MM-DD')}.
          {info.received > 0 &&
            ` ${info.received} ${info.received === 1 ? 'file has' : 'files have'} been received through it so far.`}
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
