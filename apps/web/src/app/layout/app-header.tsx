/** The header bar: logo and navigation on the left, actions on the right. */
import type { User } from '@partproof/shared';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { HeaderActions } from './header-actions';
import { NavLinks } from './nav-links';

export function AppHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Link to="/products" aria-label={t('PartProof home')} style={{ textDecoration: 'none' }}>
          <Logo />
        </Link>
        <NavLinks viewer={user} />
      </Group>
      <HeaderActions user={user} />
    </Group>
  );
}
