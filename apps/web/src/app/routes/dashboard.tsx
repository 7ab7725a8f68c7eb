/**
 * /home and /certificates share one screen (spec §2): the day's work (DESIGN.md §10.4). Staff
 * get a tile per queue and the products in review; a customer gets each product with what it
 * misses. Both get status per product and what ends over the next year.
 */
import '@mantine/charts/styles.css';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '@/components/list-status';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { useHome } from '@/features/home/api/home';
import { ExpiryTimeline } from '@/features/home/components/expiry-timeline';
import { ProductSummaries } from '@/features/home/components/product-summaries';
import { StaffQueue } from '@/features/home/components/staff-queue';
import { StatusChart } from '@/features/home/components/status-chart';

export function DashboardRoute() {
  const user = useCurrentUser();
  const { t } = useTranslation();
  const query = useHome();
  const home = query.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t('Welcome, {{name}}', { name: user.firstName })}</Title>
          <Text size="sm">{user.company?.name ?? t('No company')}</Text>
        </div>
        <Group>
          <Button component={Link} to="/products">
            {t('Go to products')}
          </Button>
          <Button component={Link} to="/components" variant="default">
            {t('Go to components')}
          </Button>
        </Group>
      </Group>
      <ListStatus
        query={query}
        empty={false}
        loadingLabel={t('Loading the work queue')}
        emptyText=""
      />
      {home && (
        <>
          {home.role === 'staff' && <StaffQueue counts={home.counts} />}
          <Paper withBorder p="md" component="section" aria-labelledby="home-products">
            <Title order={3} id="home-products" mb="sm">
              {home.role === 'staff' ? t('Products in review or collecting') : t('Your products')}
            </Title>
            {home.products.length === 0 ? (
              <Text size="sm">
                {home.role === 'staff'
                  ? t('No product is in review or collecting certificates.')
                  : t('No products found')}
              </Text>
            ) : (
              <Stack>
                <ProductSummaries products={home.products} />
                <StatusChart products={home.products} />
              </Stack>
            )}
          </Paper>
          <Paper withBorder p="md">
            <ExpiryTimeline timeline={home.timeline} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
