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

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((id) => ({ value: String(id), label: roleLabel(id) }));
const resolveSchema = schemaResolver(RegistrationSchema, { sync: true });

function validate(values: CreateUserValues): FormErrors {
  const errors = resolveSchema(values);
  if (roleNeedsCompany(values.role) && values.companyId == null) {
    errors.companyId = MSG.selectCompanyInline;
  }
  return errors;
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
    validate,
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
          notifySuccess(MSG.customerCreated);
          onCreated();
        },
      });
    },
    (errors) => {
      if (errors.companyId) notifyErrorText(MSG.selectCompanyToast);
    },
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Select
          label="Role"
          data={ROLE_OPTIONS}
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
          <TextInput label="First name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Select
          label="Company"
          placeholder={companiesLoading ? 'Loading companies…' : 'Select a company'}
          description={companyRequired ? undefined : 'Optional for engineers'}
          data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
          nothingFoundMessage="No companies"
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
            label="RoHS Access"
            {...form.getInputProps('isRoHSAllow', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={createUser.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
