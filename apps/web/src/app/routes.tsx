import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/PageLoader';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { SignUpPage } from '../features/auth/components/SignUpPage';
import { VerificarEmailPage } from '../features/auth/components/VerificarEmailPage';
import { ContaLayout } from '../features/conta/components/ContaLayout';
import { type PaginaHandle, paginaHandle } from '../features/empresa-area/hooks/use-pagina-atual';
import { PAGINA_INICIAL, PAGINAS, type PaginaId } from '../features/empresa-area/paginas';
import { InformacaoLayout } from '../features/informacao/components/InformacaoLayout';
import { LandingPage } from '../features/landing/components/LandingPage';
import { NotFoundPage } from '../features/shell/components/NotFoundPage';
import { RouteErrorPage } from '../features/shell/components/RouteErrorPage';
import { tituloHandle } from '../features/shell/titulo-documento';
import { RequireAuth } from './guards/RequireAuth';
import { RequireEmpresa } from './guards/RequireEmpresa';
import { RootLayout } from './RootLayout';

/** Open to everyone (SPEC §2 "Public"). Long or rarely visited pages load on demand. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'login', element: <LoginPage />, handle: tituloHandle('Iniciar sessão') },
  { path: 'sign-up', element: <SignUpPage />, handle: tituloHandle('Criar conta') },
  {
    path: 'forgot-password',
    element: <ForgotPasswordPage />,
    handle: tituloHandle('Recuperar palavra-passe'),
  },
  {
    path: 'reset-password/:token',
    element: <ResetPasswordPage />,
    handle: tituloHandle('Redefinir palavra-passe'),
  },
  {
    path: 'verificar-email/:token',
    element: <VerificarEmailPage />,
    handle: tituloHandle('Confirmar e-mail'),
  },
  {
    path: 'informacao',
    element: <InformacaoLayout />,
    children: [
      { index: true, element: <Navigate to="documentacao" replace /> },
      {
        path: 'documentacao',
        handle: tituloHandle('Documentação'),
        lazy: async () => ({
          Component: (await import('../features/informacao/components/Documentacao')).Documentacao,
        }),
      },
      {
        path: 'suporte',
        handle: tituloHandle('Suporte'),
        lazy: async () => ({
          Component: (await import('../features/informacao/components/Suporte')).Suporte,
        }),
      },
      {
        path: 'politica-de-privacidade',
        handle: tituloHandle('Política de Privacidade'),
        lazy: async () => ({
          Component: (await import('../features/informacao/components/PoliticaPrivacidade'))
            .PoliticaPrivacidade,
        }),
      },
      {
        path: 'termos',
        handle: tituloHandle('Termos e Condições'),
        lazy: async () => ({ Component: (await import('../features/informacao/components/Termos')).Termos }),
      },
      {
        path: 'contactos',
        handle: tituloHandle('Contactos'),
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
      handle: tituloHandle('Empresas'),
      lazy: async () => ({
        Component: (await import('../features/empresas/components/ListaEmpresaPage')).ListaEmpresaPage,
      }),
    },
    {
      path: 'criar-empresa',
      handle: tituloHandle('Criar Nova Empresa'),
      lazy: async () => ({
        Component: (await import('../features/empresas/components/CriarEmpresaPage')).CriarEmpresaPage,
      }),
    },
    {
      path: 'perfil',
      handle: tituloHandle('Perfil'),
      lazy: async () => ({ Component: (await import('../features/conta/components/PerfilPage')).PerfilPage }),
    },
    {
      path: 'ferramentas',
      handle: tituloHandle('Ferramentas'),
      lazy: async () => ({
        Component: (await import('../features/conta/components/FerramentasPage')).FerramentasPage,
      }),
    },
    {
      path: 'nao-autorizado',
      handle: tituloHandle('Acesso não autorizado'),
      lazy: async () => ({
        Component: (await import('../features/conta/components/NaoAutorizadoPage')).NaoAutorizadoPage,
      }),
    },
  ],
};

type LazyPage = NonNullable<RouteObject['lazy']>;

/** A company-area page: its path and role come from the pages table, never from here. */
function paginaEmpresa(pagina: PaginaId, lazy: LazyPage): RouteObject {
  const handle: PaginaHandle = paginaHandle(pagina);
  return { path: PAGINAS[pagina].path, handle, lazy };
}

/** What each company-area page shows: a Record, so a page added to the table must be given one. */
const PAGINA_COMPONENTES: Record<PaginaId, LazyPage> = {
  resumo: async () => ({
    Component: (await import('../features/relatorios/components/ResumoPage')).ResumoPage,
  }),
  'demonstracao-resultados': async () => ({
    Component: (await import('../features/relatorios/components/DemonstracaoResultadosPage'))
      .DemonstracaoResultadosPage,
  }),
  'fluxo-de-caixa': async () => ({
    Component: (await import('../features/relatorios/components/FluxoCaixaPage')).FluxoCaixaPage,
  }),
  'por-pagar': async () => ({
    Component: (await import('../features/por-pagar/components/PorPagarPage')).PorPagarPage,
  }),
  'dados-orcamento': async () => ({
    Component: (await import('../features/orcamento/components/DadosOrcamentoPage')).DadosOrcamentoPage,
  }),
  'orcamento-dr': async () => ({
    Component: (await import('../features/relatorios/components/DrOrcamentoPage')).DrOrcamentoPage,
  }),
  'orcamento-fluxo-de-caixa': async () => ({
    Component: (await import('../features/relatorios/components/FluxoCaixaOrcamentoPage'))
      .FluxoCaixaOrcamentoPage,
  }),
  'mapa-previsao-iva': async () => ({
    Component: (await import('../features/relatorios/components/MapaPrevisaoIvaPage')).MapaPrevisaoIvaPage,
  }),
  'analise-ticket-medio': async () => ({
    Component: (await import('../features/relatorios/components/AnaliseTicketMedioPage'))
      .AnaliseTicketMedioPage,
  }),
  'ponto-de-equilibrio': async () => ({
    Component: (await import('../features/relatorios/components/PontoEquilibrioPage')).PontoEquilibrioPage,
  }),
  'analise-venda-produtos': async () => ({
    Component: (await import('../features/relatorios/components/AnaliseVendaProdutosPage'))
      .AnaliseVendaProdutosPage,
  }),
  concorrencia: async () => ({
    Component: (await import('../features/empresa-area/components/ConcorrenciaPage')).ConcorrenciaPage,
  }),
  'importar-ficheiros': async () => ({
    Component: (await import('../features/importacao/components/ImportarFicheirosPage'))
      .ImportarFicheirosPage,
  }),
  planilha: async () => ({
    Component: (await import('../features/planilha/components/PlanilhaPage')).PlanilhaPage,
  }),
  'regras-categorizacao': async () => ({
    Component: (await import('../features/regras/components/RegrasPage')).RegrasPage,
  }),
  depreciacoes: async () => ({
    Component: (await import('../features/depreciacoes/components/DepreciacoesPage')).DepreciacoesPage,
  }),
  admin: async () => ({
    Component: (await import('../features/empresa-admin/components/AdminPage')).AdminPage,
  }),
  'lista-erros': async () => ({
    Component: (await import('../features/erros/components/RelatorioErrosPage')).RelatorioErrosPage,
  }),
  loja: async () => ({
    Component: (await import('../features/lojas/components/LojaPage')).LojaPage,
  }),
};

/**
 * The company area (SPEC §2 "Company area"): its guard checks the selected company and the role
 * against the pages table; the placeholders are replaced as the reports and tools land.
 */
const empresaRoute: RouteObject = {
  path: 'empresa/:empresaId',
  element: <RequireEmpresa />,
  children: [
    {
      lazy: async () => ({
        Component: (await import('../features/empresa-area/components/EmpresaLayout')).EmpresaLayout,
      }),
      children: [
        { index: true, element: <Navigate to={PAGINAS[PAGINA_INICIAL].path} replace /> },
        ...(Object.keys(PAGINAS) as PaginaId[]).map((pagina) =>
          paginaEmpresa(pagina, PAGINA_COMPONENTES[pagina]),
        ),
      ],
    },
  ],
};

/** Pages for signed-in users only. */
const authenticatedRoutes: RouteObject[] = [contaRoute, empresaRoute];

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
          { path: '*', element: <NotFoundPage />, handle: tituloHandle('Página não encontrada') },
        ],
      },
    ],
  },
];
