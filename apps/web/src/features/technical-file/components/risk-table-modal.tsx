/**
 * The material risk table (EN IEC 63000 §4.3): rules in order, the first that matches a BOM
 * line sets its risk. Everyone who reads technical files sees it; admins with the RoHS flag
 * edit it (add, remove, reorder, change) and save a new version, which every product's
 * assessment follows at once.
 */
import {
  MATERIAL_RISKS,
  REQUIRED_EVIDENCE,
  REQUIRED_EVIDENCE_LABELS,
  SaveRiskTableSchema,
  type RiskTable,
} from '@partproof/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useRiskTable, useSaveRiskTable } from '../api/technical-file';

type Rule = RiskTable['rules'][number];
/** A rule as the form edits it: lists as comma-separated text. */
interface Row {
  risk: Rule['risk'];
  words: string;
  makers: string;
  why: string;
}

const toRow = (r: Rule): Row => ({
  risk: r.risk,
  words: r.words.join(', '),
  makers: (r.makers ?? []).join(', '),
  why: r.why,
});
const list = (text: string) =>
  text
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const toRule = (r: Row): Rule => ({
  risk: r.risk,
  words: list(r.words),
  ...(list(r.makers).length ? { makers: list(r.makers) } : {}),
  why: r.why,
});

/** A rule's fields as the table and its messages name them. */
const FIELD_NAMES: Record<string, string> = {
  risk: msg('risk'),
  words: msg('words'),
  makers: msg('makers'),
  why: msg('why'),
};

function RulesHead({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>#</Table.Th>
        <Table.Th>{t('Risk')}</Table.Th>
        <Table.Th>{t('Words in type or name')}</Table.Th>
        <Table.Th>{t('Only for makers')}</Table.Th>
        <Table.Th>{t('Why')}</Table.Th>
        {editable && <Table.Th />}
      </Table.Tr>
    </Table.Thead>
  );
}

function RiskRulesForm({ table, onClose }: { table: RiskTable; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldName = (key: string) => {
    const name = FIELD_NAMES[key];
    return name ? t(name) : key;
  };
  const save = useSaveRiskTable();
  const [rows, setRows] = useState(() => table.rules.map(toRow));
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (i: number, change: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const move = (i: number, by: number) =>
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(i, 1);
      if (row) next.splice(i + by, 0, row);
      return next;
    });

  const textCell = (i: number, key: 'words' | 'makers' | 'why') => (
    <TextInput
      aria-label={t('Rule {{number}} {{field}}', { number: i + 1, field: fieldName(key) })}
      placeholder={key === 'makers' ? t('any maker') : undefined}
      value={rows[i]?.[key] ?? ''}
      onChange={(e) => edit(i, { [key]: e.currentTarget.value })}
    />
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = SaveRiskTableSchema.safeParse({ rules: rows.map(toRule) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue ? t(issue.message) : t('Invalid table');
      setProblem(
        typeof issue?.path[1] === 'number'
          ? t('Rule {{number}}, {{field}}: {{problem}}', {
              number: issue.path[1] + 1,
              field: fieldName(String(issue.path[2])),
              problem: message,
            })
          : message,
      );
      return;
    }
    setProblem(null);
    save.mutate(parsed.data.rules, {
      onSuccess: () => {
        notifySuccess(t('The risk table is saved; every technical file follows it'));
        onClose();
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Table aria-label={t('Risk rules')}>
          <RulesHead editable />
          <Table.Tbody>
            {rows.map((row, i) => (
              // Rows have no identity of their own; their place is what the table means.
              <Table.Tr key={i}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={t('Rule {{number}} {{field}}', {
                      number: i + 1,
                      field: fieldName('risk'),
                    })}
                    value={row.risk}
                    data={MATERIAL_RISKS.map((risk) => ({ value: risk, label: t(risk) }))}
                    onChange={(e) => edit(i, { risk: e.currentTarget.value as Row['risk'] })}
                  />
                </Table.Td>
                <Table.Td>{textCell(i, 'words')}</Table.Td>
                <Table.Td>{textCell(i, 'makers')}</Table.Td>
                <Table.Td>{textCell(i, 'why')}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('Move rule {{number}} up', { number: i + 1 })}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('Move rule {{number}} down', { number: i + 1 })}
                      disabled={i === rows.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('Remove rule {{number}}', { number: i + 1 })}
                      onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              setRows((all) => [...all, { risk: 'high', words: '', makers: '', why: '' }])
            }
          >
            {t('Add rule')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('Save risk table')}
            </Button>
          </Group>
        </Group>
        {problem && <Alert color="red">{problem}</Alert>}
      </Stack>
    </form>
  );
}

function RulesView({ table }: { table: RiskTable }) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('Risk rules')}>
      <RulesHead editable={false} />
      <Table.Tbody>
        {table.rules.map((r, i) => (
          <Table.Tr key={i}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>{t(r.risk)}</Table.Td>
            <Table.Td>{r.words.join(', ')}</Table.Td>
            <Table.Td>{(r.makers ?? []).join(', ')}</Table.Td>
            <Table.Td>{r.why}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function RiskTableModal({ canEdit, onClose }: { canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const table = useRiskTable();
  const evidence = (risk: keyof typeof REQUIRED_EVIDENCE) =>
    t(REQUIRED_EVIDENCE_LABELS[REQUIRED_EVIDENCE[risk]]);
  const version = table.data?.version;
  return (
    <Modal opened onClose={onClose} title={t('Material risk table')} size="80rem">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(
            "The first rule whose words appear in a BOM line's type or name (and whose makers, if any, name its maker) sets the line's risk; no rule: medium. Low needs {{low}}, medium {{medium}}, high {{high}}.",
            { low: evidence('low'), medium: evidence('medium'), high: evidence('high') },
          )}{' '}
          {version
            ? t('Saved {{date}} by {{user}}.', {
                date: formatDateTime(version.savedAt),
                user: version.savedBy ?? t('a removed user'),
              })
            : t('The table PartProof ships.')}
        </Text>
        {table.isPending && <Text size="sm">{t('Loading…')}</Text>}
        {table.isError && <Text c="red">{table.error.message}</Text>}
        {table.data &&
          (canEdit ? (
            <RiskRulesForm table={table.data} onClose={onClose} />
          ) : (
            <RulesView table={table.data} />
          ))}
      </Stack>
    </Modal>
  );
}
