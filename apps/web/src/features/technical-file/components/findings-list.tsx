/** The technical file's findings: each with its kind, the lines it concerns and what to do. */
import { FINDING_KIND_LABELS, type TechnicalFile } from '@partproof/shared';
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Each line's name in findings: its number in the matrix, reference and designators. */
function lineLabels(file: TechnicalFile): Map<number, string> {
  return new Map(
    file.lines.map((line, index) => {
      const where = line.designators.length ? ` (${line.designators.join(', ')})` : '';
      return [line.materialId, `${index + 1} ${line.internalReference}${where}`];
    }),
  );
}

export function FindingsList({ file }: { file: TechnicalFile }) {
  const { t } = useTranslation();
  const labels = lineLabels(file);
  const lineList = (ids: readonly number[]) =>
    ids.map((id) => labels.get(id) ?? String(id)).join('; ');
  if (file.findings.length === 0) {
    return (
      <Text c="dimmed">{t('No findings: every line has the evidence its risk requires.')}</Text>
    );
  }
  return (
    <List spacing="sm" listStyleType="none" aria-label={t('Findings')}>
      {file.findings.map((f) => (
        <List.Item key={`${f.kind}\n${f.text}\n${f.action}`}>
          <Stack gap={2}>
            <Group gap="xs">
              <Badge color={f.blocking ? 'red' : 'yellow'} variant="light">
                {t(FINDING_KIND_LABELS[f.kind])}
              </Badge>
              {f.blocking && (
                <Text size="xs" c="red">
                  {t('blocks the declaration')}
                </Text>
              )}
              <Text size="sm" fw={500}>
                {f.text}
              </Text>
            </Group>
            <Text size="sm">
              {f.lines.length === 1
                ? t('Line: {{lines}}', { lines: lineList(f.lines) })
                : t('{{number}} lines: {{lines}}', {
                    number: f.lines.length,
                    lines: lineList(f.lines),
                  })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('Action: {{action}}', { action: f.action })}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
