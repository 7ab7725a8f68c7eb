/** Outbox (DESIGN.md §5.11): every stored mail with its delivery state, paged. */
import type { Mail } from '@partproof/shared';
import { Center, EmptyState, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { useMails } from '../api/get-mails';
import { MailView } from './mail-view';
import { MailsTable } from './mails-table';

const PAGE_SIZE = 20;

export function Outbox() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  // The chosen mail stays set while the modal closes, so its title does not vanish mid-fade.
  const [selected, setSelected] = useState<Mail | null>(null);
  const [opened, setOpened] = useState(false);
  const mails = useMails(page, PAGE_SIZE);

  if (mails.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('Loading mails')} />
      </Center>
    );
  }
  if (mails.isError) {
    return (
      <Text c="red" py="xl" ta="center">
        {t('The mails could not be loaded.')}
      </Text>
    );
  }
  const { data, total } = mails.data;
  if (total === 0) {
    return <EmptyState icon={<IconMailOff />} title={t('No mails yet')} py="xl" />;
  }
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack>
      <MailsTable
        mails={data}
        onOpen={(mail) => {
          setSelected(mail);
          setOpened(true);
        }}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total === 1 ? t('1 mail') : t('{{total}} mails', { total })}
        </Text>
        {pages > 1 && <Pager total={pages} value={page} onChange={setPage} />}
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={selected?.subject} size="lg">
        {selected && <MailView mail={selected} />}
      </Modal>
    </Stack>
  );
}
