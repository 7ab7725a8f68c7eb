/** What ends per month over the next twelve: approved certificates and claimed exemptions. */
import type { Home } from '@partproof/shared';
import { BarChart } from '@mantine/charts';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@/lib/format';

export function ExpiryTimeline({ timeline }: { timeline: Home['timeline'] }) {
  const { t } = useTranslation();
  const total = timeline.reduce((n, m) => n + m.certificates + m.exemptions, 0);
  const months = timeline.map((m) => ({ ...m, month: formatMonth(m.month) }));
  return (
    <Stack gap={4}>
      <Title order={3}>{t('Ending in the next twelve months')}</Title>
      {total === 0 ? (
        <Text size="sm">{t('No certificate or exemption ends in the next twelve months.')}</Text>
      ) : (
        <>
          <Text size="sm">
            {months
              .filter((m) => m.certificates + m.exemptions > 0)
              .map((m) =>
                t('{{month}}: {{certificates}} certificates, {{exemptions}} exemptions', m),
              )
              .join('; ')}
          </Text>
          <BarChart
            h={200}
            data={months}
            dataKey="month"
            type="stacked"
            series={[
              { name: 'certificates', label: t('Certificates'), color: 'blue.7' },
              { name: 'exemptions', label: t('Exemptions'), color: 'orange.8' },
            ]}
            withLegend
            aria-hidden
          />
        </>
      )}
    </Stack>
  );
}
