/**
 * The request history of one manufacturer (DESIGN.md §9.7, §9.10): to whom, when, status,
 * reminders, escalation and what came back, newest first. A request whose link is still
 * usable can be revoked (after a confirmation); the link then ends at once.
 */
import type { RequestHistoryItem } from '@partproof/shared';
import { Badge, Button, Center, Loader, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useRequestHistory } from '../api/get-request-history';
import { useRevokeRequest } from '../api/revoke-request';
import { isRevocable, requestStatusView } from '../utils/request-status';

interface HistoryDialogProps {
  manufacturer: string | null;
  /** The product page's product, whose parts a revoke changes; absent elsewhere. */
  productId?: number;
  canRevoke: boolean;
  onClose: () => void;
}

export function HistoryDialog(props: HistoryDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.manufacturer !== null}
      onClose={props.onClose}
      size="xl"
      title={
        props.manufacturer
          ? t('Request history — {{manufacturer}}', { manufacturer: props.manufacturer })
          : ''
      }
    >
      {props.manufacturer && <HistoryBody {...props} manufacturer={props.manufacturer} />}
    </Modal>
  );
}

function HistoryBody(props: HistoryDialogProps & { manufacturer: string }) {
  const { t } = useTranslation();
  const history = useRequestHistory([props.manufacturer], true);
  const revocation = useRevokeRequest(props.productId);
  const [toRevoke, setToRevoke] = useState<RequestHistoryItem | null>(null);

  if (history.isPending) {
    return (
      <Center py="lg" role="status" aria-label={t('Loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  const requests = history.data?.data.flatMap((m) => m.requests) ?? [];
  if (requests.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('No request was sent to {{manufacturer}} yet.', { manufacturer: props.manufacturer })}
      </Text>
    );
  }

  const revoke = () => {
    if (!toRevoke) return;
    revocation.mutate(toRevoke.id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        setToRevoke(null);
      },
    });
  };

  return (
    <>
      <ScrollArea>
        <Table aria-label={t('Requests')} miw={760} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('To')}</Table.Th>
              <Table.Th>{t('Sent')}</Table.Th>
              <Table.Th>{t('Status')}</Table.Th>
              <Table.Th>{t('Parts')}</Table.Th>
              <Table.Th>{t('Reminders')}</Table.Th>
              <Table.Th>{t('Escalated')}</Table.Th>
              <Table.Th>{t('Uploads')}</Table.Th>
              {props.canRevoke && <Table.Th>{t('Link')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {requests.map((r) => {
              const status = requestStatusView(r.status);
              return (
                <Table.Tr key={r.id}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    {r.to}
                    {r.cc.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('cc {{addresses}}', { addresses: r.cc.join(', ') })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {formatDateTime(r.sentAt)}
                    {r.sender && (
                      <Text size="xs" c="dimmed">
                        {t('by {{sender}}', { sender: r.sender })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={status.color} variant="light" tt="none">
                      {t(status.label)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={3} title={r.parts.join(', ')}>
                      {r.parts.join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {r.reminders}
                    {r.remindedAt && (
                      <Text size="xs" c="dimmed">
                        {t('last {{when}}', { when: formatDateTime(r.remindedAt) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{r.escalatedAt ? formatDateTime(r.escalatedAt) : '—'}</Table.Td>
                  <Table.Td>{r.uploads}</Table.Td>
                  {props.canRevoke && (
                    <Table.Td>
                      {isRevocable(r.status) ? (
                        <Button
                          size="compact-xs"
                          color="red"
                          variant="light"
                          aria-label={t('Revoke the request to {{to}} of {{when}}', {
                            to: r.to,
                            when: formatDateTime(r.sentAt),
                          })}
                          onClick={() => setToRevoke(r)}
                        >
                          {t('Revoke')}
                        </Button>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {r.revokedAt
                            ? t('revoked {{when}}', { when: formatDateTime(r.revokedAt) })
                            : t('until {{when}}', { when: formatDateTime(r.expiresAt) })}
                        </Text>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ConfirmDialog
        title={t('Revoke the link')}
        text={t('The supplier link sent to {{to}} stops working at once. Revoke it?', {
          to: toRevoke?.to ?? '',
        })}
        opened={toRevoke !== null}
        loading={revocation.isPending}
        confirmLabel={t('Revoke')}
        confirmColor="red"
        onCancel={() => setToRevoke(null)}
        onConfirm={revoke}
      />
    </>
  );
}
