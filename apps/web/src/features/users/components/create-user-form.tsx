/**
 * Create User (spec §2 shell modals, §5): role, names, email, password, company and — for
 * users who have it — RoHS Access. The company list is given by the caller (it depends on
 * the chosen role), which also hears about role changes.
 */
import {
  ASSIGNABLE_ROLES,
  DEFAULT_ROLE,
  MSG,
  RegistrationSchema,
  roleLabel,
  roleNeedsCompany,
  type Company,
} from '@partproof/shared';
import { Button, Checkbox, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { useCreateUser } from '../api/create-user';

interface CreateUserValues {
  role: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyId: number | null;
  isRoHSAllow: boolean;
}

const resolveSchema = schemaResolver(RegistrationSchema, { sync: true });

/** The schema's messages (the spec's English) in the reader's language. */
function validate(values: CreateUserValues, t: TFunction): FormErrors {
  const errors = resolveSchema(values);
  if (roleNeedsCompany(values.role) && values.companyId == null) {
    errors.companyId = MSG.selectCompanyInline;
  }
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error === 'string' ? t(error) : error,
    ]),
  );
}

interface CreateUserFormProps {
  companies: Company[];
  companiesLoading: boolean;
  canGrantRoHS: boolean;
  onRoleChange: (role: number) => void;
  onCreated: () => void;
}

export function CreateUserForm(props: CreateUserFormProps) {
  const { companies, companiesLoading, canGrantRoHS, onRoleChange, onCreated } = props;
  const { t } = useTranslation();
  const createUser = useCreateUser();
  const form = useForm<CreateUserValues>({
    initialValues: {
      role: DEFAULT_ROLE,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      companyId: null,
      isRoHSAllow: false,
    },
    validate: (values) => validate(values, t),
  });
  const companyRequired = roleNeedsCompany(form.values.role);

  const submit = form.onSubmit(
    (values) => {
      // Already validated; parsing yields the contract's types (trimmed, lower-cased email).
      const input = RegistrationSchema.safeParse({
        ...values,
        isRoHSAllow: canGrantRoHS && values.isRoHSAllow,
      });
      if (!input.success) return;
      createUser.mutate(input.data, {
        onSuccess: () => {
          notifySuccess(t(MSG.customerCreated));
          onCreated();
        },
      });
    },
    (errors) => {
      if (errors.companyId) notifyErrorText(t(MSG.selectCompanyToast));
    },
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Select
          label={t('Role')}
          data={ASSIGNABLE_ROLES.map((id) => ({ value: String(id), label: t(roleLabel(id)) }))}
          allowDeselect={false}
          value={String(form.values.role)}
          error={form.errors.role}
          onChange={(value) => {
            const role = Number(value ?? DEFAULT_ROLE);
            form.setFieldValue('role', role);
            form.clearFieldError('companyId');
            onRoleChange(role);
          }}
        />
        <Group grow align="flex-start">
          <TextInput label={t('First name')} {...form.getInputProps('firstName')} />
          <TextInput label={t('Last name')} {...form.getInputProps('lastName')} />
        </Group>
        <TextInput
          label={t('Email')}
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('Password')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Select
          label={t('Company')}
          placeholder={companiesLoading ? t('Loading companies…') : t('Select a company')}
          description={companyRequired ? undefined : t('Optional for engineers')}
          data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
          nothingFoundMessage={t('No companies')}
          searchable
          clearable={!companyRequired}
          disabled={companiesLoading}
          value={form.values.companyId == null ? null : String(form.values.companyId)}
          error={form.errors.companyId}
          onChange={(value) => {
            form.setFieldValue('companyId', value ? Number(value) : null);
            form.clearFieldError('companyId');
          }}
        />
        {canGrantRoHS && (
          <Checkbox
            label={t('RoHS Access')}
            {...form.getInputProps('isRoHSAllow', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={createUser.isPending}>
            {t('Create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
