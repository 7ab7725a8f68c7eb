/** First / Prev / Next / Last of the confirm table (spec §2 step 03). */
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function ConfirmPager({ page, pages, onPage }: ConfirmPagerProps) {
  const { t } = useTranslation();
  const isFirst = page <= 1;
  const isLast = page >= pages;
  return (
    <Group justify="space-between" component="nav" aria-label={t('Component pages')}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('Page {{page}} of {{pages}}', { page, pages })}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" disabled={isFirst} onClick={() => onPage(1)}>
          {t('First')}
        </Button>
        <Button size="xs" variant="default" disabled={isFirst} onClick={() => onPage(page - 1)}>
          {t('Prev')}
        </Button>
        <Button size="xs" variant="default" disabled={isLast} onClick={() => onPage(page + 1)}>
          {t('Next')}
        </Button>
        <Button size="xs" variant="default" disabled={isLast} onClick={() => onPage(pages)}>
          {t('Last')}
        </Button>
      </Group>
    </Group>
  );
}
