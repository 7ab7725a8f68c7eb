/**
 * What a list shows instead of rows: a loader while its query runs, the error when it
 * failed, the empty text when it has nothing. Renders nothing once there are rows.
 */
import { Loader, Text } from '@mantine/core';

interface ListStatusProps {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  empty: boolean;
  loadingLabel: string;
  emptyText: string;
}

export function ListStatus({ query, empty, loadingLabel, emptyText }: ListStatusProps) {
  if (query.isPending) return <Loader size="sm" aria-label={loadingLabel} />;
  if (query.isError) return <Text c="red">{query.error?.message}</Text>;
  if (!empty) return null;
  return (
    <Text c="dimmed" ta="center" py="md">
      {emptyText}
    </Text>
  );
}
