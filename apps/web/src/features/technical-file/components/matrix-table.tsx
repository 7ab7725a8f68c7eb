/**
 * The compliance matrix on screen: one row per BOM line, alternatives marked, 50 rows a
 * page; "Lines with findings" narrows it to what is still open.
 */
import {
  EVIDENCE_KIND_LABELS,
  REQUIRED_EVIDENCE_LABELS,
  rohsStatusLabel,
  type TechnicalFile,
} from '@partproof/shared';
import { Badge, Group, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';

const PAGE = 50;
const RISK_COLOR = { low: 'green', medium: 'gray', high: 'orange' } as const;

export function MatrixTable({ file }: { file: TechnicalFile }) {
  const [show, setShow] = useState<'all' | 'open'>('all');
  const [page, setPage] = useState(1);
  const numbered = useMemo(() => {
    const open = new Set(file.findings.flatMap((f) => f.lines));
    return file.lines
      .map((line, i) => ({ line, number: i + 1, open: open.has(line.materialId) }))
      .filter((row) => show === 'all' || row.open);
  }, [file, show]);
  const numberOf = new Map(file.lines.map((l, i) => [l.materialId, i + 1]));
  const rows = numbered.slice((page - 1) * PAGE, page * PAGE);

  return (
    <Stack gap="sm">
      <SegmentedControl
        w="fit-content"
        value={show}
        onChange={(value) => {
          setShow(value === 'open' ? 'open' : 'all');
          setPage(1);
        }}
        data={[
          { value: 'all', label: `All lines (${file.total})` },
          { value: 'open', label: 'Lines with findings' },
        ]}
      />
      <Table.ScrollContainer minWidth={1100}>
        <Table striped withTableBorder aria-label="Compliance matrix">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Designators</Table.Th>
              <Table.Th>Component</Table.Th>
              <Table.Th>Qty</Table.Th>
              <Table.Th>Manufacturer</Table.Th>
              <Table.Th>Risk</Table.Th>
              <Table.Th>Evidence</Table.Th>
              <Table.Th>RoHS status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ line, number }) => {
              const [evidence] = line.evidence;
              return (
                <Table.Tr key={line.materialId}>
                  <Table.Td>{number}</Table.Td>
                  <Table.Td>
                    {line.internalReference}
                    {line.alternativeOf !== null && (
                      <Text size="xs" c="dimmed">
                        alternative of line {numberOf.get(line.alternativeOf)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{line.designators.join(', ')}</Table.Td>
                  <Table.Td>{line.componentName}</Table.Td>
                  <Table.Td>{line.quantity ?? ''}</Table.Td>
                  <Table.Td>{line.manufacturer}</Table.Td>
                  <Table.Td>
                    {line.dnp ? (
                      <Badge color="gray" variant="outline">
                        DNP
                      </Badge>
                    ) : (
                      <Badge
                        color={RISK_COLOR[line.risk]}
                        variant="light"
                        title={`${line.riskWhy}: needs ${REQUIRED_EVIDENCE_LABELS[line.requiredEvidence]}`}
                      >
                        {line.risk}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {evidence ? (
                      <Stack gap={0}>
                        <Text size="sm">
                          {evidence.fileName ?? `Declaration ${evidence.declarationId}`}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {EVIDENCE_KIND_LABELS[evidence.evidenceKind]}
                          {evidence.dateIssue ? `, ${evidence.dateIssue}` : ''}
                          {evidence.directives.length ? `, ${evidence.directives.join(', ')}` : ''}
                          {line.evidence.length > 1 ? ` (+${line.evidence.length - 1} more)` : ''}
                        </Text>
                      </Stack>
                    ) : (
                      <Text size="sm" c="dimmed">
                        none
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{rohsStatusLabel(line.rohsStatus)}</Text>
                      <Text size="xs" c="dimmed">
                        {line.reason}
                      </Text>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {numbered.length > PAGE && (
        <Group justify="flex-end">
          <Pagination
            total={Math.ceil(numbered.length / PAGE)}
            value={page}
            onChange={setPage}
            aria-label="Matrix pages"
          />
        </Group>
      )}
    </Stack>
  );
}
