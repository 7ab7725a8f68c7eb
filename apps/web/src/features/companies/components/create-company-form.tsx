/** Create Company (spec §2, §5, §8): a name; the server's message is toasted either way. */
import { CreateCompanySchema, type CreateCompany } from '@partproof/shared';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useCreateCompany } from '../api/create-company';
import { CompanyList } from './company-list';

const resolveName = schemaResolver(CreateCompanySchema, { sync: true });

export function CreateCompanyForm() {
  const { t } = useTranslation();
  const createCompany = useCreateCompany();
  const form = useForm<CreateCompany>({
    initialValues: { name: '' },
    // The schema's message (the spec's English) in the reader's language.
    validate: (values) => {
      const { name } = resolveName(values);
      return typeof name === 'string' ? { name: t(name) } : {};
    },
  });

  const submit = form.onSubmit((values) =>
    createCompany.mutate(
      { name: values.name.trim() },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          form.reset();
        },
      },
    ),
  );

  return (
    <Stack>
      <form noValidate onSubmit={submit}>
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            label={t('Company name')}
            data-autofocus
            style={{ flex: 1 }}
            {...form.getInputProps('name')}
          />
          <Button type="submit" mt={25} loading={createCompany.isPending}>
            {t('Create')}
          </Button>
        </Group>
      </form>
      <CompanyList />
    </Stack>
  );
}
