import { MSG } from '@partproof/shared';
import { Stack, Title } from '@mantine/core';
import { LoginForm } from '@/features/auth/components/login-form';
import { useLightTranslation } from '@/i18n/light-translation';

export function LoginRoute() {
  const { t } = useLightTranslation();
  return (
    <Stack>
      <Title order={2} size="h3">
        {t(MSG.signInTitle)}
      </Title>
      <LoginForm />
    </Stack>
  );
}
