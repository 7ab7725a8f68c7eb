import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/providers';
import { preloadScreens, router } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The chunks of the first screen load beside the session check, not after it.
preloadScreens(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
