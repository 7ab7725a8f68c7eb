import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useLightTranslation } from '@/i18n/light-translation';

export function ResetPasswordRoute() {
  const { id = '' } = useParams();
  const { t } = useLightTranslation();
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('Reset password')}
      </Title>
      <ResetPasswordForm resetId={id} />
    </Stack>
  );
}
