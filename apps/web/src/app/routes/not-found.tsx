import { MSG } from '@partproof/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl">
      <Title order={2}>{t(MSG.pageNotFound)}</Title>
      <Text c="dimmed">{t('The page you are looking for does not exist.')}</Text>
      <Button component={Link} to="/products">
        {t('Go to products')}
      </Button>
    </Stack>
  );
}
