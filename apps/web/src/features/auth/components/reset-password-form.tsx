/** Reset password (spec §2, §5): on success toasts the server's message and goes to "/". */
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '@/lib/notify';
import { useResetPassword } from '../api/reset-password';
import { validateResetPassword, type ResetPasswordValues } from '../utils/reset-password-rules';

export function ResetPasswordForm({ resetId }: { resetId: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateResetPassword,
  });

  const submit = form.onSubmit(({ password }) =>
    resetPassword.mutate(
      { id: resetId, password },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          void navigate('/', { replace: true });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={resetPassword.isPending}>
          Confirm
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
