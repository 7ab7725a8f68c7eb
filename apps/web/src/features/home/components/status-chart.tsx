/** Certificate and RoHS status per product, as stacked bars (the table holds the same figures). */
import type { HomeProduct } from '@partproof/shared';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Series = { name: string; label: (t: TFunction) => string; color: string }[];

// Labels are drawn in the reader's language; 'Open' is a state here, not the verb of a link.
const CERTIFICATE_SERIES: Series = [
  { name: 'approved', label: (t) => t('Approved'), color: 'teal.7' },
  { name: 'waitingForReply', label: (t) => t('Waiting for reply'), color: 'yellow.6' },
  { name: 'inReview', label: (t) => t('In review'), color: 'blue.6' },
  { name: 'notApproved', label: (t) => t('Not approved'), color: 'red.7' },
];

const ROHS_SERIES: Series = [
  { name: 'approved', label: (t) => t('Approved'), color: 'teal.7' },
  { name: 'open', label: (t) => t('Open', { context: 'state' }), color: 'gray.5' },
  { name: 'attention', label: (t) => t('Ending, ended or refused'), color: 'red.7' },
];

function Chart(props: { title: string; data: Record<string, string | number>[]; series: Series }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600}>{props.title}</Text>
      <BarChart
        h={Math.max(120, props.data.length * 36 + 60)}
        data={props.data}
        dataKey="product"
        type="stacked"
        orientation="vertical"
        yAxisProps={{ width: 140 }}
        series={props.series.map((s) => ({ ...s, label: s.label(t) }))}
        withLegend
        aria-hidden
      />
    </Stack>
  );
}

export function StatusChart({ products }: { products: HomeProduct[] }) {
  const { t } = useTranslation();
  const shown = products.slice(0, 10);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Chart
        title={t('Certificate status per product')}
        data={shown.map((p) => ({ product: p.name, ...p.status.certificates }))}
        series={CERTIFICATE_SERIES}
      />
      <Chart
        title={t('RoHS status per product')}
        data={shown.map((p) => ({ product: p.name, ...p.status.rohs }))}
        series={ROHS_SERIES}
      />
    </SimpleGrid>
  );
}
