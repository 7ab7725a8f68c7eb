/** A screen whose content arrives with a later issue: its title and an honest empty state. */
import { EmptyState, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PlaceholderScreenProps {
  title: string;
  emptyText: string;
  icon?: ReactNode;
  children?: ReactNode;
}

export function PlaceholderScreen({ title, emptyText, icon, children }: PlaceholderScreenProps) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <EmptyState icon={icon} title={emptyText} py="xl" />
      {children}
    </Stack>
  );
}
