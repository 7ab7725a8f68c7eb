import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const { id = '' } = useParams();
  return (
    <Stack>
      <Title order={2} size="h3">
        Reset password
      </Title>
      <ResetPasswordForm resetId={id} />
    </Stack>
  );
}
