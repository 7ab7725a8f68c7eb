/** One Users-table row: read-only until Edit, then inputs; Save posts only what changed. */
import {
  ASSIGNABLE_ROLES,
  can,
  MSG,
  roleLabel,
  UpdateUserSchema,
  type ManagedUser,
  type User,
} from '@partproof/shared';
import { Badge, Button, Checkbox, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canEditRoleOf, type Viewer } from '@/lib/permissions';
import { notifySuccess } from '@/lib/notify';
import { useUpdateUser } from '../api/update-user';
import { UserAccessActions } from './user-access-actions';
import {
  draftOf,
  userChanges,
  validateDraft,
  type UserDraft,
  type UserDraftErrors,
} from '../utils/user-changes';

interface UserRowProps {
  user: ManagedUser;
  viewer: Viewer;
  onUpdated?: (user: User) => void;
}

export function UserRow({ user, viewer, onUpdated }: UserRowProps) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const [draft, setDraft] = useState<UserDraft | null>(null);
  const [errors, setErrors] = useState<UserDraftErrors>({});
  const roleEditable = canEditRoleOf(viewer, user);
  const rohsEditable = can(viewer, 'user.grantRoHS');

  const startEdit = () => {
    setErrors({});
    setDraft(draftOf(user));
  };
  const change = (patch: Partial<UserDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  const save = () => {
    if (!draft) return;
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = userChanges(draftOf(user), draft);
    if (Object.keys(changes).length === 0) {
      setDraft(null);
      return;
    }
    const input = UpdateUserSchema.safeParse({ id: user.id, ...changes });
    if (!input.success) return;
    updateUser.mutate(input.data, {
      onSuccess: (result) => {
        if (result.affected > 0) notifySuccess(t(MSG.userUpdated));
        setDraft(null);
        if (result.user) onUpdated?.(result.user);
      },
    });
  };

  /** Enter in a text input saves (not in the Select, which uses Enter to pick an option). */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') save();
  };

  if (!draft) {
    return (
      <Table.Tr>
        <Table.Td>{user.firstName}</Table.Td>
        <Table.Td>{user.lastName}</Table.Td>
        <Table.Td>{user.email}</Table.Td>
        <Table.Td>{t(roleLabel(user.role))}</Table.Td>
        <Table.Td>{user.isRoHSAllow ? t('Yes') : t('No')}</Table.Td>
        <Table.Td>
          {user.disabled ? (
            <Badge color="red" variant="light">
              {t('Disabled')}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('Active')}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={startEdit}>
              {t('Edit')}
            </Button>
            <UserAccessActions user={user} viewer={viewer} />
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }

  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          aria-label={t('First name')}
          size="xs"
          data-autofocus
          value={draft.firstName}
          error={errors.firstName && t(errors.firstName)}
          onKeyDown={onKeyDown}
          onChange={(e) => change({ firstName: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('Last name')}
          size="xs"
          value={draft.lastName}
          error={errors.lastName && t(errors.lastName)}
          onKeyDown={onKeyDown}
          onChange={(e) => change({ lastName: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('Email')}
          type="email"
          size="xs"
          value={draft.email}
          error={errors.email && t(errors.email)}
          onKeyDown={onKeyDown}
          onChange={(e) => change({ email: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        {roleEditable ? (
          <Select
            aria-label={t('Role')}
            size="xs"
            w={130}
            data={ASSIGNABLE_ROLES.map((id) => ({ value: String(id), label: t(roleLabel(id)) }))}
            allowDeselect={false}
            value={String(draft.role)}
            onChange={(value) => change({ role: Number(value ?? draft.role) })}
          />
        ) : (
          t(roleLabel(user.role))
        )}
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={t('RoHS')}
          disabled={!rohsEditable}
          checked={draft.isRoHSAllow}
          onChange={(e) => change({ isRoHSAllow: e.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td />
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" onClick={save} loading={updateUser.isPending}>
            {t('Save')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setDraft(null)}>
            {t('Cancel')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
