/** The page list under a table (spec §2, §9): Prev, 1 2 3 … neighbours … last three, Next. */
import { pageList, showingRange } from '@partproof/shared';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TablePaginationProps {
  page: number;
  pages: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the page list for screen readers. */
  label: string;
}

export function TablePagination({
  page,
  pages,
  size,
  total,
  onPageChange,
  label,
}: TablePaginationProps) {
  const { t } = useTranslation();
  const { from, to } = showingRange(page, size, total);
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {t('Showing {{from}} to {{to}} of {{total}} results', { from, to, total })}
      </Text>
      <Group gap={4} component="nav" aria-label={label}>
        <Button
          size="xs"
          variant="default"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {t('Prev')}
        </Button>
        {pageList(page, pages).map((item, index) =>
          item === 'ellipsis' ? (
            <Text key={`gap-${index}`} size="sm" px={4} aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={item}
              size="xs"
              variant={item === page ? 'filled' : 'default'}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onPageChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button
          size="xs"
          variant="default"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          {t('Next')}
        </Button>
      </Group>
    </Group>
  );
}
