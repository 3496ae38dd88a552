import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/PageLoader';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { SignUpPage } from '../features/auth/components/SignUpPage';
import { ContaLayout } from '../features/conta/components/ContaLayout';
import { InformacaoLayout } from '../features/informacao/components/InformacaoLayout';
import { LandingPage } from '../features/landing/components/LandingPage';
import { NotFoundPage } from '../features/shell/components/NotFoundPage';
import { RouteErrorPage } from '../features/shell/components/RouteErrorPage';
import { RequireAuth } from './guards/RequireAuth';
import { RootLayout } from './RootLayout';

/** Open to everyone (SPEC §2 "Public"). Long or rarely visited pages load on demand. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'sign-up', element: <SignUpPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password/:token', element: <ResetPasswordPage /> },
  {
    path: 'informacao',
    element: <InformacaoLayout />,
    children: [
      { index: true, element: <Navigate to="documentacao" replace /> },
      {
        path: 'documentacao',
        lazy: async () => ({
          Component: (await import('../features/informacao/components/Documentacao')).Documentacao,
        }),
      },
      {
        path: 'suporte',
        lazy: async () => ({
          Component: (await import('../features/informacao/components/Suporte')).Suporte,
        }),
      },
      {
        path: 'politica-de-privacidade',
        lazy: async () => ({
          Component: (await import('../features/informacao/components/PoliticaPrivacidade'))
            .PoliticaPrivacidade,
        }),
      },
      {
        path: 'termos',
        lazy: async () => ({ Component: (await import('../features/informacao/components/Termos')).Termos }),
      },
      {
        path: 'contactos',
        lazy: async () => ({
          Component: (await import('../features/informacao/components/Contactos')).Contactos,
        }),
      },
    ],
  },
];

/** The account area (SPEC §2 "Account area"). */
const contaRoute: RouteObject = {
  path: 'conta',
  element: <ContaLayout />,
  children: [
    { index: true, element: <Navigate to="lista-empresa" replace /> },
    {
      path: 'lista-empresa',
      lazy: async () => ({
        Component: (await import('../features/empresas/components/ListaEmpresaPage')).ListaEmpresaPage,
      }),
    },
    {
      path: 'perfil',
      lazy: async () => ({ Component: (await import('../features/conta/components/PerfilPage')).PerfilPage }),
    },
    {
      path: 'ferramentas',
      lazy: async () => ({
        Component: (await import('../features/conta/components/FerramentasPage')).FerramentasPage,
      }),
    },
    {
      path: 'nao-autorizado',
      lazy: async () => ({
        Component: (await import('../features/conta/components/NaoAutorizadoPage')).NaoAutorizadoPage,
      }),
    },
  ],
};

/**
 * Pages for signed-in users only. The company area (`/empresa/:empresaId/*`, SPEC §2) joins this
 * list as one more route object: it then adds its own guard for the selected company and role.
 */
const authenticatedRoutes: RouteObject[] = [contaRoute];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown only while the code of a lazily loaded first page arrives.
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Inside the layout, so the top bar and footer stay when a page fails.
        errorElement: <RouteErrorPage />,
        children: [
          ...publicRoutes,
          { element: <RequireAuth />, children: authenticatedRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
