import { MSG } from '@partproof/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <Stack align="center" py="xl">
      <Title order={2}>{MSG.pageNotFound}</Title>
      <Text c="dimmed">The page you are looking for does not exist.</Text>
      <Button component={Link} to="/products">
        Go to products
      </Button>
    </Stack>
  );
}
