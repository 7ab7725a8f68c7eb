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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <Modal
      opened={manufacturer !== null}
      onClose={onClose}
      size="lg"
      title={manufacturer ? t('Contacts — {{manufacturer}}', { manufacturer }) : ''}
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
  const { t } = useTranslation();
  const found = useManufacturerByName(props.name);
  const creation = useCreateManufacturer();
  if (found.isPending) return <Waiting />;
  if (found.isError) return <Text c="red">{t('The manufacturer list could not be read.')}</Text>;
  if (found.data === null) {
    return (
      <Stack gap="sm">
        <Text size="sm">
          {t('{{name}} is not in the manufacturer list yet.', { name: props.name })}
        </Text>
        {props.canWrite && (
          <Group justify="flex-end">
            <Button loading={creation.isPending} onClick={() => creation.mutate(props.name)}>
              {t('Add {{name}} to the manufacturers', { name: props.name })}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  return <ContactsLoader manufacturer={found.data} {...props} />;
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <Center py="lg" role="status" aria-label={t('Loading')}>
      <Loader size="sm" />
    </Center>
  );
}

function ContactsLoader(props: {
  manufacturer: Manufacturer;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const contacts = useContacts(props.manufacturer.id);
  if (contacts.isPending) return <Waiting />;
  if (contacts.isError) return <Text c="red">{t('The contacts could not be read.')}</Text>;
  return <ContactsForm initial={contacts.data.data} {...props} />;
}

interface Row {
  key: number;
  label: string;
  email: string;
}

/** An example address: the same in every language. */
const EMAIL_PLACEHOLDER = 'compliance@manufacturer.example';

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
  const { t } = useTranslation();
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
        if (target && typeof field === 'string')
          next[`${target.key}.${field}`] ??= t(issue.message);
        else list ??= t(issue.message);
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
          notifySuccess(t('Contacts saved'));
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
            {t('No contact address yet.')}
          </Text>
        )}
        {rows.map((r, index) => (
          <Group key={r.key} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label={t('Label {{number}}', { number: index + 1 })}
              placeholder={t('Sales')}
              value={r.label}
              error={errors[`${r.key}.label`]}
              readOnly={!props.canWrite}
              onChange={(event) => change(r.key, 'label', event.currentTarget.value)}
              w="35%"
            />
            <TextInput
              label={t('Email {{number}}', { number: index + 1 })}
              placeholder={EMAIL_PLACEHOLDER}
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
                aria-label={t('Remove contact {{number}}', { number: index + 1 })}
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
              {t('Add contact')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={props.onClose}>
                {t('Cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('Save')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </form>
  );
}
