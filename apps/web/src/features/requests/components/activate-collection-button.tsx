/**
 * 'Activate RoHS DoC collection' (spec §2): after Cancel/Confirm, one request per
 * manufacturer of the product whose parts lack an approved declaration, each to its first
 * contact. The answer lists who was mailed and the manufacturers skipped for want of a
 * contact address, each with its Contacts so one can be added.
 */
import { REQUEST_MSG, type RohsSendMailResult } from '@partproof/shared';
import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useActivateRequests } from '../api/activate-requests';

interface ActivateCollectionButtonProps {
  productId: number;
  onContacts: (manufacturer: string) => void;
}

export function ActivateCollectionButton({ productId, onContacts }: ActivateCollectionButtonProps) {
  const { t } = useTranslation();
  const activation = useActivateRequests();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<RohsSendMailResult | null>(null);

  const confirm = () =>
    activation.mutate(
      { id: productId, mailInfo: {} },
      {
        onSuccess: (answer) => {
          if (answer.sent.length > 0) notifySuccess(t(REQUEST_MSG.sent));
          else notifications.show({ color: 'yellow', message: answer.message });
          setConfirming(false);
          if (answer.sent.length > 0 || answer.skipped.length > 0) setResult(answer);
        },
        onError: () => {
          notifyErrorText(t(REQUEST_MSG.failed));
          setConfirming(false);
        },
      },
    );

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMailForward size={16} />}
        onClick={() => setConfirming(true)}
      >
        {t('Activate RoHS DoC collection')}
      </Button>
      <ConfirmDialog
        title={t('Activate RoHS DoC collection')}
        text={t('Confirming sends emails to all manufacturers requesting documentation.')}
        opened={confirming}
        loading={activation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
      <Modal
        opened={result !== null}
        onClose={() => setResult(null)}
        title={t('RoHS DoC collection')}
        size="lg"
      >
        {result && (
          <ActivationResult
            result={result}
            onContacts={(manufacturer) => {
              setResult(null);
              onContacts(manufacturer);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function ActivationResult(props: {
  result: RohsSendMailResult;
  onContacts: (manufacturer: string) => void;
}) {
  const { t } = useTranslation();
  const { sent, skipped } = props.result;
  return (
    <Stack gap="md">
      {sent.length > 0 && (
        <div>
          <Title order={4} size="h5">
            {t('Mailed')}
          </Title>
          <List size="sm" aria-label={t('Mailed manufacturers')}>
            {sent.map((s) => (
              <List.Item key={s.requestId}>
                {s.manufacturer} — {s.to}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {skipped.length > 0 && (
        <div>
          <Title order={4} size="h5">
            {t('Not mailed')}
          </Title>
          <Stack gap={4} aria-label={t('Skipped manufacturers')}>
            {skipped.map((s) => (
              <Group key={s.manufacturer} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {s.manufacturer} — {s.reason}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={t('Add contacts of {{manufacturer}}', {
                    manufacturer: s.manufacturer,
                  })}
                  onClick={() => props.onContacts(s.manufacturer)}
                >
                  {t('Add contacts')}
                </Button>
              </Group>
            ))}
          </Stack>
        </div>
      )}
    </Stack>
  );
}
