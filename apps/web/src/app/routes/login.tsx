import { MSG } from '@partproof/shared';
import { Stack, Title } from '@mantine/core';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginRoute() {
  return (
    <Stack>
      <Title order={2} size="h3">
        {MSG.signInTitle}
      </Title>
      <LoginForm />
    </Stack>
  );
}
