/** The avatar menu (spec §2): Account Setting and Logout. */
import type { User } from '@partproof/shared';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { initials } from '@/lib/format';

interface UserMenuProps {
  user: User;
  onAccountSetting: () => void;
}

export function UserMenu({ user, onAccountSetting }: UserMenuProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        {/* Named by what it shows, then what it is: a visible label must start the name. */}
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.profileImage} alt={fullName} radius="xl" color="blue">
              {initials(user.firstName, user.lastName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" truncate maw={140}>
              {fullName}
            </Text>
            <VisuallyHidden>{t('Account menu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={onAccountSetting}>
          {t('Account Setting')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void navigate('/sign-out')}
        >
          {t('Logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
