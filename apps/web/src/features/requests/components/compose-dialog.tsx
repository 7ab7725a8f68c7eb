/**
 * The compose dialog and its preview (spec §2 "Email request dialogs", §3 Email request):
 * receiver (the manufacturer's contacts offered, any valid address taken), cc (empty = the
 * server's default internal copies), subject, the part numbers and a note for the fixed
 * letter. Preview shows exactly the mail; Send sends it with its supplier link.
 */
import {
  defaultRequestSubject,
  MailRequestSchema,
  REQUEST_LIMITS,
  REQUEST_MSG,
  type MailPreview as Preview,
  type MailRequest,
  type Material,
} from '@partproof/shared';
import {
  Autocomplete,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/form-errors';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useManufacturerByName } from '../api/find-manufacturer';
import { useContacts } from '../api/get-contacts';
import { usePreviewRequest } from '../api/preview-request';
import { useSendRequest } from '../api/send-request';
import { modelOf } from '../utils/selection';
import { MailPreview } from './mail-preview';

export interface ComposeTarget {
  manufacturer: string;
  /** The components asked about; their parts become 3 Waiting for reply. */
  materials: Material[];
}

interface ComposeDialogProps {
  target: ComposeTarget | null;
  productId: number;
  onClose: () => void;
}

export function ComposeDialog({ target, productId, onClose }: ComposeDialogProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<Preview | null>(null);
  const close = () => {
    setPreview(null);
    onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      size="xl"
      title={
        target
          ? preview
            ? t('Preview — {{manufacturer}}', { manufacturer: target.manufacturer })
            : t('Email manufacturer — {{manufacturer}}', { manufacturer: target.manufacturer })
          : ''
      }
    >
      {target && (
        <ComposeBody
          key={`${target.manufacturer}:${target.materials.map((m) => m.id).join(',')}`}
          target={target}
          productId={productId}
          preview={preview}
          onPreview={setPreview}
          onClose={close}
        />
      )}
    </Modal>
  );
}

interface BodyProps {
  target: ComposeTarget;
  productId: number;
  preview: Preview | null;
  onPreview: (preview: Preview | null) => void;
  onClose: () => void;
}

/** Waits for the manufacturer's contacts so the receiver starts as the first of them. */
function ComposeBody(props: BodyProps) {
  const { t } = useTranslation();
  const found = useManufacturerByName(props.target.manufacturer);
  const contacts = useContacts(found.data?.id ?? null);
  const waiting = found.isPending || (found.data != null && contacts.isPending);
  if (waiting) {
    return (
      <Center py="lg" role="status" aria-label={t('Loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  return <ComposeForm {...props} contacts={contacts.data?.data ?? []} />;
}

type Values = Pick<MailRequest, 'receiver' | 'subject' | 'model' | 'customerText'> & {
  ccEmails: string[];
};

function ComposeForm(props: BodyProps & { contacts: { label: string; email: string }[] }) {
  const { target } = props;
  const { t } = useTranslation();
  const previewing = usePreviewRequest();
  const sending = useSendRequest(props.productId);
  const [values, setValues] = useState<Values>(() => ({
    receiver: props.contacts[0]?.email ?? '',
    ccEmails: [],
    subject: defaultRequestSubject(target.manufacturer),
    model: modelOf(target.materials),
    customerText: '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The schema's messages (the spec's English) in the reader's language. */
  const translated = (found: Record<string, string>) =>
    Object.fromEntries(Object.entries(found).map(([field, text]) => [field, t(text)]));
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const request = () =>
    MailRequestSchema.safeParse({
      ...values,
      manufacturer: target.manufacturer,
      materialIds: target.materials.map((m) => m.id),
    });

  const showPreview = () => {
    const parsed = request();
    if (!parsed.success) {
      setErrors(translated(fieldErrors(parsed.error)));
      return;
    }
    setErrors({});
    previewing.mutate(parsed.data, {
      onSuccess: props.onPreview,
      onError: (error) => {
        // The server's field messages go next to their fields.
        if (error instanceof ApiError && error.details) {
          const next: Record<string, string> = {};
          for (const [field, messages] of Object.entries(error.details)) {
            if (messages[0]) next[field.split('.')[0] ?? field] = t(messages[0]);
          }
          setErrors(next);
        }
      },
    });
  };

  const send = () => {
    const parsed = request();
    if (!parsed.success) return;
    sending.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        notifySuccess(message || t(REQUEST_MSG.sent));
        props.onClose();
      },
      onError: () => notifyErrorText(t(REQUEST_MSG.failed)),
    });
  };

  if (props.preview) {
    return (
      <Stack gap="md">
        <MailPreview preview={props.preview} />
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            onClick={() => props.onPreview(null)}
            disabled={sending.isPending}
          >
            {t('Back')}
          </Button>
          <Button onClick={send} loading={sending.isPending} data-autofocus>
            {t('Send')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        showPreview();
      }}
      noValidate
    >
      <Stack gap="sm">
        <TextInput label={t('Manufacturer')} value={target.manufacturer} readOnly />
        <Autocomplete
          label={t('Receiver')}
          description={
            props.contacts.length > 0
              ? t("Pick one of the manufacturer's contacts or type any address")
              : t('No contact saved for this manufacturer: type the address')
          }
          data={props.contacts.map((c) => c.email)}
          renderOption={({ option }) => {
            const contact = props.contacts.find((c) => c.email === option.value);
            return (
              <Text size="sm">
                {contact?.label ? `${contact.label} — ` : ''}
                {option.value}
              </Text>
            );
          }}
          value={values.receiver}
          error={errors.receiver}
          onChange={(value) => set('receiver', value)}
          required
          data-autofocus
        />
        <TagsInput
          label={t('Cc')}
          description={t(
            'Leave empty to copy the default internal addresses (REQUEST_CC); Enter or a comma adds an address',
          )}
          value={values.ccEmails}
          error={errors.ccEmails}
          splitChars={[',', ';', ' ']}
          maxTags={REQUEST_LIMITS.ccEmails}
          onChange={(value) => set('ccEmails', value)}
          acceptValueOnBlur
        />
        <TextInput
          label={t('Subject')}
          value={values.subject}
          error={errors.subject}
          maxLength={REQUEST_LIMITS.subjectChars}
          onChange={(event) => set('subject', event.currentTarget.value)}
          required
        />
        <Textarea
          label={t('Part numbers (model)')}
          description={t('One per line')}
          value={values.model}
          error={errors.model}
          autosize
          minRows={3}
          maxRows={8}
          onChange={(event) => set('model', event.currentTarget.value)}
        />
        <Textarea
          label={t('Note to the manufacturer')}
          description={t('Added to the fixed letter (customerText)')}
          value={values.customerText}
          error={errors.customerText}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={REQUEST_LIMITS.customerTextChars}
          onChange={(event) => set('customerText', event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={previewing.isPending}>
            {t('Preview')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
