import { Stack, Text, Title } from '@mantine/core';
import { ForgetPasswordForm } from '@/features/auth/components/forget-password-form';
import { useLightTranslation } from '@/i18n/light-translation';

export function ForgetPasswordRoute() {
  const { t } = useLightTranslation();
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('Forgot password')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('Enter your email and we will send you a link to reset your password.')}
      </Text>
      <ForgetPasswordForm />
    </Stack>
  );
}
