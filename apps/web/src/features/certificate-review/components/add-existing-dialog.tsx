/**
 * Add-from-existing dialog (admin, spec §2): search the certificate database by model and
 * attach one record to the component.
 */
import type { Material } from '@partproof/shared';
import {
  Anchor,
  Button,
  Group,
  Modal,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { useAddExisting } from '../api/add-existing';
import { useCdocSearch } from '../api/search-cdocs';
import { ListStatus } from '@/components/list-status';

interface AddExistingDialogProps {
  material: Material | null;
  onClose: () => void;
}

export function AddExistingDialog({ material, onClose }: AddExistingDialogProps) {
  return (
    <Modal
      opened={material !== null}
      onClose={onClose}
      size="70rem"
      title={material ? `Add from existing — ${material.componentName}` : ''}
    >
      {material && <AddExistingBody key={material.id} material={material} onDone={onClose} />}
    </Modal>
  );
}

function AddExistingBody({ material, onDone }: { material: Material; onDone: () => void }) {
  const [draft, setDraft] = useState(material.componentName);
  const [search, setSearch] = useState(material.componentName);
  const [page, setPage] = useState(1);
  const query = useCdocSearch(search, page, true);
  const add = useAddExisting();
  const rows = query.data?.data ?? [];

  const attach = (cdocId: number) =>
    add.mutate(
      { materialId: material.id, productId: material.productId, cdocId },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onDone();
        },
      },
    );

  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
          setPage(1);
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput
            label="Model"
            placeholder="Search certificates by model"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Search
          </Button>
        </Group>
      </form>
      <ListStatus
        query={query}
        empty={rows.length === 0}
        loadingLabel="Searching certificates"
        emptyText="No certificates found"
      />
      {rows.length > 0 && (
        <ScrollArea>
          <Table striped miw={800}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Certifying body</Table.Th>
                <Table.Th>Reference number</Table.Th>
                <Table.Th>Holder</Table.Th>
                <Table.Th>Model</Table.Th>
                <Table.Th>Link</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const link = row.url ?? row.document_links[0]?.link ?? null;
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.cert.certifying_body}</Table.Td>
                    <Table.Td>{row.cert.ref_number}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2} title={row.cert.model}>
                        {row.cert.model}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {link ? (
                        <Anchor href={link} target="_blank" rel="noreferrer" size="sm">
                          Open
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        aria-label={`Add certificate ${row.cert.ref_number}`}
                        loading={add.isPending && add.variables.cdocId === row.id}
                        onClick={() => attach(row.id)}
                      >
                        Add
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {(query.data?.totalPages ?? 0) > 1 && (
        <Pagination value={page} total={query.data?.totalPages ?? 1} onChange={setPage} size="sm" />
      )}
    </Stack>
  );
}
