/** First / Prev / Next / Last of the confirm table (spec §2 step 03). */
import { Button, Group, Text } from '@mantine/core';

interface ConfirmPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function ConfirmPager({ page, pages, onPage }: ConfirmPagerProps) {
  const isFirst = page <= 1;
  const isLast = page >= pages;
  return (
    <Group justify="space-between" component="nav" aria-label="Component pages">
      <Text size="sm" c="dimmed" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" disabled={isFirst} onClick={() => onPage(1)}>
          First
        </Button>
        <Button size="xs" variant="default" disabled={isFirst} onClick={() => onPage(page - 1)}>
          Prev
        </Button>
        <Button size="xs" variant="default" disabled={isLast} onClick={() => onPage(page + 1)}>
          Next
        </Button>
        <Button size="xs" variant="default" disabled={isLast} onClick={() => onPage(pages)}>
          Last
        </Button>
      </Group>
    </Group>
  );
}
