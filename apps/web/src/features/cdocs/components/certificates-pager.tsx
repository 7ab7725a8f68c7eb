/** spec §2: 'Showing X of total Y results' with previous/next and the page number. */
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showingText } from '../utils/cdoc-query';

interface CertificatesPagerProps {
  page: number;
  totalPages: number;
  shown: number;
  total: number;
  disabled?: boolean;
  onPageChange: (page: number) => void;
}

export function CertificatesPager({
  page,
  totalPages,
  shown,
  total,
  disabled,
  onPageChange,
}: CertificatesPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {showingText(shown, total, t)}
      </Text>
      <Group gap="xs" component="nav" aria-label={t('Certificate pages')}>
        <Button
          size="xs"
          variant="default"
          disabled={disabled || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {t('Previous')}
        </Button>
        <Text size="sm" aria-current="page">
          {t('Page {{page}} of {{pages}}', { page, pages: Math.max(totalPages, 1) })}
        </Text>
        <Button
          size="xs"
          variant="default"
          disabled={disabled || page >= totalPages}
          onClick={() => onPageChange(page + 1)}
        >
          {t('Next')}
        </Button>
      </Group>
    </Group>
  );
}
