/** The routes of spec §2 and DESIGN.md §5.11 with their guards; the public supplier page (§9.7). */
import { createBrowserRouter, Navigate } from 'react-router';
import { GuestOnly, RequireAuth, RequireCapability } from './guards';
import { AppLayout } from './layout/app-layout';
import { AuthLayout } from './layout/auth-layout';
import { ComponentsRoute } from './routes/components';
import { DashboardRoute } from './routes/dashboard';
import { DocumentsRoute } from './routes/documents';
import { ForgetPasswordRoute } from './routes/forget-password';
import { LoginRoute } from './routes/login';
import { ManufacturerRoute } from './routes/manufacturer';
import { NotFoundRoute } from './routes/not-found';
import { OutboxRoute } from './routes/outbox';
import { ProductsRoute } from './routes/products';
import { ProductDetailRoute } from './routes/product-detail';
import { ResetPasswordRoute } from './routes/reset-password';
import { RouteError } from './routes/route-error';
import { SignOutRoute } from './routes/sign-out';
import { SupplyRoute } from './routes/supply';

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
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
  },
]);
