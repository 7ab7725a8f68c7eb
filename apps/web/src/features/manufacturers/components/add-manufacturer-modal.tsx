/**
 * 'Add Manufacturer' (spec §2, §5): an 'Enter name' input and an Add button. A blank name is
 * blocked with the spec's alert 'Please enter a manufacturer name.', also kept under the field.
 */
import { CERT_MSG } from '@partproof/shared';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useCreateManufacturer } from '../api/create-manufacturer';

interface AddManufacturerModalProps {
  opened: boolean;
  onClose: () => void;
}

export function AddManufacturerModal({ opened, onClose }: AddManufacturerModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateManufacturer();

  const close = () => {
    setName('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(t(CERT_MSG.enterManufacturerName));
      window.alert(t(CERT_MSG.enterManufacturerName));
      return;
    }
    create.mutate(
      { name: trimmed },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('Add Manufacturer')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('Enter name')}
            placeholder={t('Enter name')}
            value={name}
            maxLength={200}
            error={error}
            data-autofocus
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('Add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
