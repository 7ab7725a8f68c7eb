/** App-wide providers: Mantine (toasts at top center, spec §8) and TanStack Query. */
import { createTheme, MantineProvider, type PasswordInputProps } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';

const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  components: {
    // The eye button's own label must not contain "password": a field labelled Password
    // has to be the only element found by that label.
    // A plain object rather than PasswordInput.extend(): that would put the input's code in
    // the entry chunk, on pages that have no password field (issue 19).
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide the text' },
      } satisfies PasswordInputProps,
    },
  },
});

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-center" limit={4} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
