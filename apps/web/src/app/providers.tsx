/** App-wide providers: Mantine (toasts at top center, spec §8) and TanStack Query. */
import { createTheme, MantineProvider, PasswordInput } from '@mantine/core';
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
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the text' } },
    }),
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
