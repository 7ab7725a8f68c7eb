/**
 * The routes of spec §2 and DESIGN.md §5.11 with their guards; the public supplier page (§9.7).
 * Every screen is loaded on demand (issue 19): the guards and the guest frame are small and
 * stay in the entry, so /login costs the entry and the sign-in form only. A guest screen
 * arrives together with its texts for a reader of another language than English (issue 22).
 */
import { isValidElement, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { ScreenLoader } from '@/components/screen-loader';
import { withReaderLanguage } from '@/i18n/switch-language';
import { GuestOnly, RequireAuth, RequireCapability } from './guards';
import { AuthLayout } from './layout/auth-layout';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { RouteError } from './routes/route-error';

// The guest screens come with their texts (their loader shows until both are there).
const SIGN_IN = ['sign-in'];

const AppLayout = lazyScreen(() => import('./layout/app-layout'), 'AppLayout');
const ComponentsRoute = lazyScreen(() => import('./routes/components'), 'ComponentsRoute');
const DashboardRoute = lazyScreen(() => import('./routes/dashboard'), 'DashboardRoute');
const DocumentsRoute = lazyScreen(() => import('./routes/documents'), 'DocumentsRoute');
const ForgetPasswordRoute = lazyScreen(
  withReaderLanguage(() => import('./routes/forget-password'), SIGN_IN),
  'ForgetPasswordRoute',
);
const LoginRoute = lazyScreen(
  withReaderLanguage(() => import('./routes/login'), SIGN_IN),
  'LoginRoute',
);
const ManufacturerRoute = lazyScreen(() => import('./routes/manufacturer'), 'ManufacturerRoute');
const NotFoundRoute = lazyScreen(() => import('./routes/not-found'), 'NotFoundRoute');
const OutboxRoute = lazyScreen(() => import('./routes/outbox'), 'OutboxRoute');
const ProductsRoute = lazyScreen(() => import('./routes/products'), 'ProductsRoute');
const ProductDetailRoute = lazyScreen(
  () => import('./routes/product-detail'),
  'ProductDetailRoute',
);
const ResetPasswordRoute = lazyScreen(
  withReaderLanguage(() => import('./routes/reset-password'), SIGN_IN),
  'ResetPasswordRoute',
);
const SignOutRoute = lazyScreen(() => import('./routes/sign-out'), 'SignOutRoute');
// The supplier page's frame (loader, error page) speaks the sign-in pages' texts.
const SupplyRoute = lazyScreen(
  withReaderLanguage(() => import('./routes/supply'), [...SIGN_IN, 'supply']),
  'SupplyRoute',
);

/**
 * The outermost boundary: covers the first load of a frame (the signed-in shell, the supplier
 * page). Router updates run in a transition, so a later navigation keeps the current screen
 * on view until the next one's code has arrived instead of falling back to this loader.
 */
function LoadingBoundary() {
  return (
    <Suspense fallback={<ScreenLoader fullPage />}>
      <Outlet />
    </Suspense>
  );
}

const routes: RouteObject[] = [
  {
    element: <LoadingBoundary />,
    children: [
      { path: '/sign-out', element: <SignOutRoute /> },
      // The supplier link: public, whatever the session (a signed-in user may open it too).
      { path: '/supply/*', element: <SupplyRoute /> },
      {
        element: <GuestOnly />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: '/login', element: <LoginRoute /> },
              { path: '/forget-password', element: <ForgetPasswordRoute /> },
              { path: '/reset-password/:id', element: <ResetPasswordRoute /> },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <Navigate to="/products" replace /> },
              { path: '/products', element: <ProductsRoute /> },
              { path: '/products/:id', element: <ProductDetailRoute /> },
              { path: '/components', element: <ComponentsRoute /> },
              { path: '/documents', element: <DocumentsRoute /> },
              { path: '/manufacturer', element: <ManufacturerRoute /> },
              { path: '/home', element: <DashboardRoute /> },
              { path: '/certificates', element: <DashboardRoute /> },
              { path: '/404', element: <NotFoundRoute /> },
              {
                element: <RequireCapability capability="outbox.read" />,
                children: [{ path: '/outbox', element: <OutboxRoute /> }],
              },
              { path: '*', element: <Navigate to="/products" replace /> },
            ],
          },
        ],
      },
    ],
    errorElement: <RouteError />,
  },
];

export const router = createBrowserRouter(routes);

/**
 * Fetches at once the chunks of every screen a first load of `pathname` renders. Left to
 * React they come one after another, each once the one above has rendered: the session
 * check, then the signed-in frame, then the screen (issue 19: the product page's first rows).
 */
export function preloadScreens(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const screen = isValidElement(route.element) ? route.element.type : undefined;
    if (typeof screen === 'object' && screen !== null && 'preload' in screen)
      void (screen as LazyScreen<ComponentType>).preload().catch(() => undefined);
  }
}
