/** Certificate and RoHS status per product, as stacked bars (the table holds the same figures). */
import type { HomeProduct } from '@partproof/shared';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';

const CERTIFICATE_SERIES = [
  { name: 'approved', label: 'Approved', color: 'teal.7' },
  { name: 'waitingForReply', label: 'Waiting for reply', color: 'yellow.6' },
  { name: 'inReview', label: 'In review', color: 'blue.6' },
  { name: 'notApproved', label: 'Not approved', color: 'red.7' },
];

const ROHS_SERIES = [
  { name: 'approved', label: 'Approved', color: 'teal.7' },
  { name: 'open', label: 'Open', color: 'gray.5' },
  { name: 'attention', label: 'Ending, ended or refused', color: 'red.7' },
];

function Chart(props: {
  title: string;
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
}) {
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
        series={props.series}
        withLegend
        aria-hidden
      />
    </Stack>
  );
}

export function StatusChart({ products }: { products: HomeProduct[] }) {
  const shown = products.slice(0, 10);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Chart
        title="Certificate status per product"
        data={shown.map((p) => ({ product: p.name, ...p.status.certificates }))}
        series={CERTIFICATE_SERIES}
      />
      <Chart
        title="RoHS status per product"
        data={shown.map((p) => ({ product: p.name, ...p.status.rohs }))}
        series={ROHS_SERIES}
      />
    </SimpleGrid>
  );
}
