/**
 * The contact-label dialog (spec §2, admin): a manufacturer's request addresses, each with a
 * label ("Sales", "Quality" …). Rows are added and removed here and saved together; Save
 * replaces the stored list. The compose dialog offers these addresses as receivers.
 */
import {
  ContactsSaveSchema,
  REQUEST_LIMITS,
  type Contact,
  type Manufacturer,
} from '@partproof/shared';
import {
  ActionIcon,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { useCreateManufacturer } from '../api/create-manufacturer';
import { useManufacturerByName } from '../api/find-manufacturer';
import { useContacts } from '../api/get-contacts';
import { useSaveContacts } from '../api/save-contacts';

interface ContactsDialogProps {
  /** The manufacturer's name as the component names it; null when closed. */
  manufacturer: string | null;
  canWrite: boolean;
  onClose: () => void;
}

export function ContactsDialog({ manufacturer, canWrite, onClose }: ContactsDialogProps) {
  return (
    <Modal
      opened={manufacturer !== null}
      onClose={onClose}
      size="lg"
      title={manufacturer ? `Contacts — ${manufacturer}` : ''}
    >
      {manufacturer && (
        <ContactsBody
          key={manufacturer}
          name={manufacturer}
          canWrite={canWrite}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ContactsBody(props: { name: string; canWrite: boolean; onClose: () => void }) {
  const found = useManufacturerByName(props.name);
  const creation = useCreateManufacturer();
  if (found.isPending) return <Waiting />;
  if (found.isError) return <Text c="red">The manufacturer list could not be read.</Text>;
  if (found.data === null) {
    return (
      <Stack gap="sm">
        <Text size="sm">{props.name} is not in the manufacturer list yet.</Text>
        {props.canWrite && (
          <Group justify="flex-end">
            <Button loading={creation.isPending} onClick={() => creation.mutate(props.name)}>
              Add {props.name} to the manufacturers
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  return <ContactsLoader manufacturer={found.data} {...props} />;
}

function Waiting() {
  return (
    <Center py="lg" role="status" aria-label="Loading">
      <Loader size="sm" />
    </Center>
  );
}

function ContactsLoader(props: {
  manufacturer: Manufacturer;
  canWrite: boolean;
  onClose: () => void;
}) {
  const contacts = useContacts(props.manufacturer.id);
  if (contacts.isPending) return <Waiting />;
  if (contacts.isError) return <Text c="red">The contacts could not be read.</Text>;
  return <ContactsForm initial={contacts.data.data} {...props} />;
}

interface Row {
  key: number;
  label: string;
  email: string;
}

let nextKey = 1;
const row = (contact?: Pick<Contact, 'label' | 'email'>): Row => ({
  key: nextKey++,
  label: contact?.label ?? '',
  email: contact?.email ?? '',
});

function ContactsForm(props: {
  manufacturer: Manufacturer;
  initial: Contact[];
  canWrite: boolean;
  onClose: () => void;
}) {
  const save = useSaveContacts();
  const [rows, setRows] = useState<Row[]>(() => props.initial.map((c) => row(c)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [listError, setListError] = useState<string | null>(null);

  const change = (key: number, field: 'label' | 'email', value: string) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  const submit = () => {
    const body = { contacts: rows.map(({ label, email }) => ({ label, email })) };
    const parsed = ContactsSaveSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      let list: string | null = null;
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path;
        const target = typeof index === 'number' ? rows[index] : undefined;
        if (target && typeof field === 'string') next[`${target.key}.${field}`] ??= issue.message;
        else list ??= issue.message;
      }
      setErrors(next);
      setListError(list);
      return;
    }
    setErrors({});
    setListError(null);
    save.mutate(
      { manufacturerId: props.manufacturer.id, body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess('Contacts saved');
          props.onClose();
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No contact address yet.
          </Text>
        )}
        {rows.map((r, index) => (
          <Group key={r.key} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label={`Label ${index + 1}`}
              placeholder="Sales"
              value={r.label}
              error={errors[`${r.key}.label`]}
              readOnly={!props.canWrite}
              onChange={(event) => change(r.key, 'label', event.currentTarget.value)}
              w="35%"
            />
            <TextInput
              label={`Email ${index + 1}`}
              placeholder="compliance@manufacturer.example"
              type="email"
              value={r.email}
              error={errors[`${r.key}.email`]}
              readOnly={!props.canWrite}
              onChange={(event) => change(r.key, 'email', event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            {props.canWrite && (
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={`Remove contact ${index + 1}`}
                onClick={() => setRows((current) => current.filter((x) => x.key !== r.key))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        {props.canWrite && (
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              disabled={rows.length >= REQUEST_LIMITS.contactsPerManufacturer}
              onClick={() => setRows((current) => [...current, row()])}
            >
              Add contact
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={props.onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </form>
  );
}
