/** Users (spec §2 shell modals): the users a manager may see, each row editable in place. */
import type { User } from '@partproof/shared';
import { Center, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '@/lib/permissions';
import { useUsers } from '../api/get-users';
import { UserRow } from './user-row';

interface UsersTableProps {
  viewer: Viewer;
  onUserUpdated?: (user: User) => void;
}

export function UsersTable({ viewer, onUserUpdated }: UsersTableProps) {
  const { t } = useTranslation();
  const users = useUsers();

  if (users.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('Loading users')} />
      </Center>
    );
  }
  if (users.isError) {
    return (
      <Text c="red" py="md" ta="center">
        {t('The users could not be loaded.')}
      </Text>
    );
  }
  if (users.data.data.length === 0) {
    return (
      <Text c="dimmed" py="md" ta="center">
        {t('No users found')}
      </Text>
    );
  }

  return (
    <ScrollArea.Autosize mah="65vh">
      <Table striped highlightOnHover verticalSpacing="xs" miw={900}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('First name')}</Table.Th>
            <Table.Th>{t('Last name')}</Table.Th>
            <Table.Th>{t('Email')}</Table.Th>
            <Table.Th>{t('Role')}</Table.Th>
            <Table.Th>{t('RoHS')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th>{t('Actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.data.data.map((user) => (
            <UserRow key={user.id} user={user} viewer={viewer} onUpdated={onUserUpdated} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
