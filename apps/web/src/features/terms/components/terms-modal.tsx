/**
 * The trial terms on the products screen until accepted (spec §1). It cannot be dismissed:
 * no close button, no outside click, no Escape — only Accept, which saves isTermsAccept.
 */
import type { User } from '@partproof/shared';
import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAcceptTerms } from '../api/accept-terms';
import { TermsText } from './terms-text';

interface TermsModalProps {
  user: User;
  onAccepted: (user: User | undefined) => void;
}

export function TermsModal({ user, onAccepted }: TermsModalProps) {
  const { t } = useTranslation();
  const acceptTerms = useAcceptTerms();
  return (
    <Modal
      opened={!user.isTermsAccept}
      onClose={() => undefined}
      title={t('Terms and Conditions')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
      centered
    >
      <TermsText />
      <Group justify="flex-end" mt="lg">
        <Button
          data-autofocus
          loading={acceptTerms.isPending}
          onClick={() => acceptTerms.mutate(undefined, { onSuccess: (r) => onAccepted(r.user) })}
        >
          {t('Accept')}
        </Button>
      </Group>
    </Modal>
  );
}
