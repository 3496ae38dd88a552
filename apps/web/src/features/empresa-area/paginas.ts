import { ROLES, type Role } from '../../lib/roles';

/**
 * The company area's pages and who may open them (SPEC §2 "Company area", §6): the one table that
 * the router, the navigation and the role guard all read. A page missing here cannot be routed.
 */
const TODOS: readonly Role[] = ROLES;
const EDICAO: readonly Role[] = ['admin', 'editor'];
const ADMIN: readonly Role[] = ['admin'];

export interface Pagina {
  /** Route path under /empresa/:empresaId. */
  path: string;
  /** Heading of the page and, when `naNavegacao`, its entry in the navigation. */
  titulo: string;
  roles: readonly Role[];
  naNavegacao: boolean;
  /** Roles that see it in the navigation, when fewer than those who may open it. */
  naNavegacaoPara?: readonly Role[];
}

export const PAGINAS = {
  resumo: { path: 'resumo', titulo: 'Resumo', roles: TODOS, naNavegacao: true },
  'demonstracao-resultados': {
    path: 'demonstracao-resultados',
    titulo: 'Demonstração de Resultados',
    roles: TODOS,
    naNavegacao: true,
  },
  'fluxo-de-caixa': { path: 'fluxo-de-caixa', titulo: 'Fluxo de Caixa', roles: TODOS, naNavegacao: true },
  'por-pagar': { path: 'por-pagar', titulo: 'Por pagar / por receber', roles: TODOS, naNavegacao: true },
  'dados-orcamento': { path: 'dados-orcamento', titulo: 'Dados Orçamento', roles: TODOS, naNavegacao: true },
  'orcamento-dr': { path: 'orcamento-dr', titulo: 'DR Orçamento', roles: TODOS, naNavegacao: true },
  'orcamento-fluxo-de-caixa': {
    path: 'orcamento-fluxo-de-caixa',
    titulo: 'Fluxo de Caixa Orçamento',
    roles: TODOS,
    naNavegacao: true,
  },
  'mapa-previsao-iva': {
    path: 'mapa-previsao-iva',
    titulo: 'Mapa de Previsão de IVA',
    roles: TODOS,
    naNavegacao: true,
  },
  'analise-ticket-medio': {
    path: 'analise-ticket-medio',
    titulo: 'Análise Ticket Médio',
    roles: TODOS,
    naNavegacao: true,
  },
  'ponto-de-equilibrio': {
    path: 'ponto-de-equilibrio',
    titulo: 'Ponto de Equilíbrio',
    roles: TODOS,
    naNavegacao: true,
  },
  'analise-venda-produtos': {
    path: 'analise-venda-produtos',
    titulo: 'Análise Venda Produtos',
    roles: TODOS,
    naNavegacao: true,
  },
  concorrencia: { path: 'concorrencia', titulo: 'Concorrência', roles: TODOS, naNavegacao: true },
  'importar-ficheiros': {
    path: 'importar-ficheiros',
    titulo: 'Importar Ficheiros',
    roles: EDICAO,
    naNavegacao: true,
  },
  planilha: { path: 'planilha', titulo: 'Planilha', roles: EDICAO, naNavegacao: true },
  // Leitores may read the rules (a link can bring them); the menu offers them to who changes them.
  'regras-categorizacao': {
    path: 'regras-categorizacao',
    titulo: 'Regras de categorização',
    roles: TODOS,
    naNavegacao: true,
    naNavegacaoPara: EDICAO,
  },
  depreciacoes: { path: 'depreciacoes', titulo: 'Depreciações', roles: EDICAO, naNavegacao: true },
  admin: { path: 'admin', titulo: 'Administração', roles: ADMIN, naNavegacao: true },
  'lista-erros': { path: 'lista-erros', titulo: 'Relatório de Erros', roles: ADMIN, naNavegacao: true },
  loja: { path: 'loja/:lojaId', titulo: 'Loja', roles: ADMIN, naNavegacao: false },
} as const satisfies Record<string, Pagina>;

export type PaginaId = keyof typeof PAGINAS;

/** The first page of the company area (SPEC §2). */
export const PAGINA_INICIAL: PaginaId = 'resumo';

export function isPaginaId(value: unknown): value is PaginaId {
  return typeof value === 'string' && Object.hasOwn(PAGINAS, value);
}

export function podeAbrir(pagina: PaginaId, role: Role): boolean {
  return PAGINAS[pagina].roles.includes(role);
}

/** The navigation for a role: only what it may open, in the table's order. */
export function paginasNaNavegacao(role: Role): { id: PaginaId; path: string; titulo: string }[] {
  return (Object.keys(PAGINAS) as PaginaId[])
    .filter((id) => {
      const pagina: Pagina = PAGINAS[id];
      return pagina.naNavegacao && podeAbrir(id, role) && (pagina.naNavegacaoPara?.includes(role) ?? true);
    })
    .map((id) => ({ id, path: PAGINAS[id].path, titulo: PAGINAS[id].titulo }));
}

/** Absolute address of a page of a company; `lojaId` fills the shop page's parameter. */
export function caminhoEmpresa(empresaId: string, pagina: PaginaId, lojaId?: string): string {
  const path = PAGINAS[pagina].path.replace(':lojaId', encodeURIComponent(lojaId ?? ''));
  return `/empresa/${encodeURIComponent(empresaId)}/${path}`;
}
