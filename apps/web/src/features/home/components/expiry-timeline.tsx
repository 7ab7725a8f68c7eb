/** What ends per month over the next twelve: approved certificates and claimed exemptions. */
import type { Home } from '@partproof/shared';
import { BarChart } from '@mantine/charts';
import { Stack, Text, Title } from '@mantine/core';

export function ExpiryTimeline({ timeline }: { timeline: Home['timeline'] }) {
  const total = timeline.reduce((n, m) => n + m.certificates + m.exemptions, 0);
  return (
    <Stack gap={4}>
      <Title order={3}>Ending in the next twelve months</Title>
      {total === 0 ? (
        <Text size="sm">No certificate or exemption ends in the next twelve months.</Text>
      ) : (
        <>
          <Text size="sm">
            {timeline
              .filter((m) => m.certificates + m.exemptions > 0)
              .map((m) => `${m.month}: ${m.certificates} certificates, ${m.exemptions} exemptions`)
              .join('; ')}
          </Text>
          <BarChart
            h={200}
            data={timeline}
            dataKey="month"
            type="stacked"
            series={[
              { name: 'certificates', label: 'Certificates', color: 'blue.7' },
              { name: 'exemptions', label: 'Exemptions', color: 'orange.8' },
            ]}
            withLegend
            aria-hidden
          />
        </>
      )}
    </Stack>
  );
}
