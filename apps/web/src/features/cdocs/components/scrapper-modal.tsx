/** The scrapper (admins, spec §2, §5, §8): product names → POST /search?search=; 'Success'. */
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useStartScrapper } from '../api/start-scrapper';
import { parseProductNames, productNamesError } from '../utils/product-names';

interface ScrapperModalProps {
  opened: boolean;
  onClose: () => void;
}

export function ScrapperModal({ opened, onClose }: ScrapperModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const scrapper = useStartScrapper();

  const close = () => {
    setText('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const names = parseProductNames(text);
    const problem = productNamesError(names);
    if (problem) {
      setError(t(problem));
      return;
    }
    scrapper.mutate(names, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        close();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('Scrapper')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={t('Product names')}
            description={t('One per line or separated by commas')}
            placeholder={t('Enter a product name')}
            autosize
            minRows={4}
            maxRows={10}
            maxLength={2000}
            value={text}
            error={error}
            data-autofocus
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={scrapper.isPending}>
              {t('Start scraping')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
