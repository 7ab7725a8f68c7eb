/**
 * The sign-in forms' validation messages are the shared schemas' English (MSG: "Email is
 * required"), whose German is in the shared catalogue: `useForm`'s enhanceGetInputProps shows
 * a field's message through the reader's `t`, so it reads in the page's language.
 */
import type { GetInputPropsReturnType } from '@mantine/form';
import type { LightT } from '@/i18n/light-translation';

export function translatedErrors(t: LightT) {
  return ({ inputProps }: { inputProps: GetInputPropsReturnType }) =>
    typeof inputProps.error === 'string' ? { error: t(inputProps.error) } : undefined;
}
