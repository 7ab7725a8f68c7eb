/** Products, Components, and for admins Manufacturer and Outbox (spec §2, DESIGN.md §5.11). */
import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { can } from '@partproof/shared';
import { useTranslation } from 'react-i18next';
import { msg } from '@/i18n/i18n';
import type { Viewer } from '@/lib/permissions';

interface NavItem {
  to: string;
  /** English: the key of its translation. */
  label: string;
  visible: (viewer: Viewer) => boolean;
}

const always = () => true;

const NAV_ITEMS: NavItem[] = [
  { to: '/products', label: msg('Products'), visible: always },
  { to: '/components', label: msg('Components'), visible: always },
  {
    to: '/manufacturer',
    label: msg('Manufacturer'),
    visible: (v) => can(v, 'manufacturer.manage'),
  },
  { to: '/outbox', label: msg('Outbox'), visible: (v) => can(v, 'outbox.read') },
];

export function NavLinks({ viewer }: { viewer: Viewer }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('Main')} gap={4}>
      {NAV_ITEMS.filter((item) => item.visible(viewer)).map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
        return (
          <Button
            key={item.to}
            component={Link}
            to={item.to}
            size="sm"
            variant={active ? 'light' : 'subtle'}
            aria-current={active ? 'page' : undefined}
          >
            {t(item.label)}
          </Button>
        );
      })}
    </Group>
  );
}
