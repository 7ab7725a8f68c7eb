/** /home and /certificates (DESIGN.md §5.10): a welcome and the user's company, no figures yet. */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth/hooks/use-session';

export function DashboardRoute() {
  const user = useCurrentUser();
  return (
    <Stack>
      <Title order={2}>Welcome, {user.firstName}</Title>
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed">
          Company
        </Text>
        <Text fw={500}>{user.company?.name ?? 'No company'}</Text>
      </Paper>
      <Group>
        <Button component={Link} to="/products">
          Go to products
        </Button>
        <Button component={Link} to="/components" variant="default">
          Go to components
        </Button>
      </Group>
    </Stack>
  );
}
