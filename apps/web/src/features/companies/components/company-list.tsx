/** The existing companies, in a box about four rows high (spec §2, §9). */
import { Center, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanies } from '../api/get-companies';

const ROW_HEIGHT = 34;

export function CompanyList() {
  const { t } = useTranslation();
  const companies = useCompanies();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="existing-companies-label">
        {t('Existing companies')}
      </Text>
      <Paper withBorder>
        <ScrollArea h={ROW_HEIGHT * 4} type="auto">
          {companies.isPending ? (
            <Center h={ROW_HEIGHT * 4}>
              <Loader size="sm" aria-label={t('Loading companies')} />
            </Center>
          ) : !companies.data || companies.data.data.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              {t('No companies yet')}
            </Text>
          ) : (
            <ul
              aria-labelledby="existing-companies-label"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {companies.data.data.map((company) => (
                <li key={company.id} style={{ height: ROW_HEIGHT }}>
                  <Text size="sm" px="sm" lh={`${ROW_HEIGHT}px`} truncate>
                    {company.name}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </ScrollArea>
      </Paper>
    </Stack>
  );
}
