/** Forgot password (spec §2, §5): sends the reset mail and toasts the server's message. */
import { ForgetPasswordSchema, type ForgetPassword } from '@partproof/shared';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { notifySuccess } from '@/lib/notify';
import { useForgetPassword } from '../api/forget-password';

export function ForgetPasswordForm() {
  const forgetPassword = useForgetPassword();
  const form = useForm<ForgetPassword>({
    initialValues: { email: '' },
    validate: schemaResolver(ForgetPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    forgetPassword.mutate(values, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        form.reset();
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={forgetPassword.isPending}>
          Send mail
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
