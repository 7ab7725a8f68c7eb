/**
 * Disable / Enable and Remove on a Users-table row. Disabling ends the user's sessions and
 * removing deletes the account, so both ask first; enabling does not.
 */
import { MSG, type ManagedUser } from '@partproof/shared';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifySuccess } from '@/lib/notify';
import { canRevokeAccessOf, type Viewer } from '@/lib/permissions';
import { useDisableUser } from '../api/disable-user';
import { useEnableUser } from '../api/enable-user';
import { useRemoveUser } from '../api/remove-user';

interface UserAccessActionsProps {
  user: ManagedUser;
  viewer: Viewer;
}

export function UserAccessActions({ user, viewer }: UserAccessActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<'disable' | 'remove' | null>(null);
  const disable = useDisableUser();
  const enable = useEnableUser();
  const remove = useRemoveUser();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const close = () => setConfirming(null);

  const confirmDisable = () =>
    disable.mutate(user.id, {
      onSuccess: () => {
        notifySuccess(t(MSG.userDisabled));
        close();
      },
    });
  const confirmRemove = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        notifySuccess(t(MSG.userRemoved));
        close();
      },
    });
  const enableNow = () =>
    enable.mutate(user.id, { onSuccess: () => notifySuccess(t(MSG.userEnabled)) });

  return (
    <>
      {canRevokeAccessOf(viewer, user, 'user.disable') &&
        (user.disabled ? (
          <Button
            size="xs"
            variant="light"
            color="green"
            loading={enable.isPending}
            onClick={enableNow}
          >
            {t('Enable')}
          </Button>
        ) : (
          <Button size="xs" variant="light" color="orange" onClick={() => setConfirming('disable')}>
            {t('Disable')}
          </Button>
        ))}
      {canRevokeAccessOf(viewer, user, 'user.remove') && (
        <Button size="xs" variant="light" color="red" onClick={() => setConfirming('remove')}>
          {t('Remove')}
        </Button>
      )}
      <ConfirmDialog
        title={t('Disable user')}
        text={t(
          '{{name}} will be signed out at once and can no longer sign in until enabled again.',
          { name },
        )}
        opened={confirming === 'disable'}
        loading={disable.isPending}
        confirmLabel={t('Disable')}
        confirmColor="orange"
        onCancel={close}
        onConfirm={confirmDisable}
      />
      <ConfirmDialog
        title={t('Remove user')}
        text={t(
          'Remove {{name}} ({{email}})? The account is deleted for good; the products and components they created stay.',
          { name, email: user.email },
        )}
        opened={confirming === 'remove'}
        loading={remove.isPending}
        confirmLabel={t('Remove')}
        confirmColor="red"
        onCancel={close}
        onConfirm={confirmRemove}
      />
    </>
  );
}
