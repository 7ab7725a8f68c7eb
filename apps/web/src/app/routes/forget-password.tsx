import { Stack, Text, Title } from '@mantine/core';
import { ForgetPasswordForm } from '@/features/auth/components/forget-password-form';

export function ForgetPasswordRoute() {
  return (
    <Stack>
      <Title order={2} size="h3">
        Forgot password
      </Title>
      <Text size="sm" c="dimmed">
        Enter your email and we will send you a link to reset your password.
      </Text>
      <ForgetPasswordForm />
    </Stack>
  );
}
