/**
 * Certification Records (spec §2): the component's manufacturer and name, then its records
 * — source (link), reference number, expire date, and C-Doc No. for admins. Admins reach
 * 'Upload new certificate' from here, for this component.
 */
import type { Component } from '@partproof/shared';
import { Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { SourceLink } from './source-link';

interface RecordsModalProps {
  component: Component | null;
  showCDocNo: boolean;
  canUpload: boolean;
  onUpload: (component: Component) => void;
  onClose: () => void;
}

export function RecordsModal({
  component,
  showCDocNo,
  canUpload,
  onUpload,
  onClose,
}: RecordsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={component !== null}
      onClose={onClose}
      title={t('Certification Records')}
      size="xl"
      centered
    >
      {component && (
        <Stack gap="sm">
          <Group gap="xl">
            <Text size="sm">
              <Text span fw={600}>
                {t('Manufacturer:')}
              </Text>{' '}
              {component.manufacturer}
            </Text>
            <Text size="sm">
              <Text span fw={600}>
                {t('Component name:')}
              </Text>{' '}
              {component.componentName}
            </Text>
          </Group>
          {component.allCertificates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('No certification records')}
            </Text>
          ) : (
            <ScrollArea>
              <Table verticalSpacing="xs" miw={showCDocNo ? 560 : 440}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('Source')}</Table.Th>
                    <Table.Th>{t('Reference Number')}</Table.Th>
                    <Table.Th>{t('Expire Date')}</Table.Th>
                    {showCDocNo && <Table.Th>{t('C-Doc No.')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {component.allCertificates.map((record) => (
                    <Table.Tr key={record.id}>
                      <Table.Td>
                        <SourceLink component={component} record={record} />
                      </Table.Td>
                      <Table.Td>{record.referenceNumber}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(record.expireDate)}
                      </Table.Td>
                      {showCDocNo && <Table.Td>{record.cDocNo ?? ''}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
          {canUpload && (
            <Group justify="flex-end">
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                aria-haspopup="dialog"
                onClick={() => onUpload(component)}
              >
                {t('Upload new certificate')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
