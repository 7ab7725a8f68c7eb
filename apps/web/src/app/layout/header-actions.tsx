/**
 * The right side of the header (spec §2): User Manual, Create Company, Create User, Users,
 * the company name and the avatar menu, with the modals they open.
 */
import { can, manualApi, type User } from '@partproof/shared';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSettingForm } from '@/features/auth/components/account-setting-form';
import { useSetCurrentUser } from '@/features/auth/hooks/use-session';
import { useCompanies } from '@/features/companies/api/get-companies';
import { CreateCompanyForm } from '@/features/companies/components/create-company-form';
import { useUsers } from '@/features/users/api/get-users';
import { UsersTable } from '@/features/users/components/users-table';
import { currentLanguage } from '@/i18n/language';
import { API_BASE } from '@/lib/api-client';
import { canCreateUser, canSeeUsers } from '@/lib/permissions';
import { CreateUserDialog } from './create-user-dialog';
import { UserMenu } from './user-menu';

type ShellModal = 'create-company' | 'create-user' | 'users' | 'account-setting';

/**
 * The manual in the language the screens are in (the user's choice in Account Setting, else
 * the browser's first one PartProof speaks): a plain link, so that it opens in a new tab.
 */
function manualHref(): string {
  const lang = currentLanguage();
  return `${API_BASE}${manualApi.pdf.path}?${new URLSearchParams({ lang }).toString()}`;
}

export function HeaderActions({ user }: { user: User }) {
  const [modal, setModal] = useState<ShellModal | null>(null);
  const { t } = useTranslation();
  const close = () => setModal(null);
  const setCurrentUser = useSetCurrentUser();
  const companies = useCompanies({ enabled: can(user, 'company.seeAll') });
  const users = useUsers({ enabled: can(user, 'user.manage') });
  const showCreateUser = canCreateUser(user, companies.data?.total ?? 0);
  const showUsers = canSeeUsers(user, users.data?.data ?? []);

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component="a"
        href={manualHref()}
        target="_blank"
        rel="noopener"
        size="sm"
        variant="subtle"
        leftSection={<IconBook size={16} />}
      >
        {t('User Manual')}
      </Button>
      {can(user, 'company.create') && (
        <Button size="sm" variant="light" onClick={() => setModal('create-company')}>
          {t('Create Company')}
        </Button>
      )}
      {showCreateUser && (
        <Button size="sm" variant="light" onClick={() => setModal('create-user')}>
          {t('Create User')}
        </Button>
      )}
      {showUsers && (
        <Button size="sm" variant="light" onClick={() => setModal('users')}>
          {t('Users')}
        </Button>
      )}
      {user.company && (
        <Text size="sm" c="dimmed" truncate maw={160} title={t('Your company')} visibleFrom="sm">
          {user.company.name}
        </Text>
      )}
      <UserMenu user={user} onAccountSetting={() => setModal('account-setting')} />

      <Modal opened={modal === 'create-company'} onClose={close} title={t('Create Company')}>
        <CreateCompanyForm />
      </Modal>
      <Modal opened={modal === 'create-user'} onClose={close} title={t('Create User')} size="lg">
        <CreateUserDialog user={user} onDone={close} />
      </Modal>
      <Modal opened={modal === 'users'} onClose={close} title={t('Users')} size={1040}>
        <UsersTable
          viewer={user}
          onUserUpdated={(updated) => updated.id === user.id && setCurrentUser(updated)}
        />
      </Modal>
      <Modal opened={modal === 'account-setting'} onClose={close} title={t('Account Setting')}>
        <AccountSettingForm user={user} onDone={close} />
      </Modal>
    </Group>
  );
}
