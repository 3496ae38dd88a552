import { PASSOS, type Passo } from '@contas/core';
import type { PrimeirosPassos } from '@contas/core/contrato';
import { caminhoEmpresa, type PaginaId } from '../empresa-area/paginas';

/** Opening one of these pages is seeing the reports (the Resumo is the landing: it does not count). */
export const PAGINAS_DE_RELATORIO: ReadonlySet<PaginaId> = new Set<PaginaId>([
  'demonstracao-resultados',
  'fluxo-de-caixa',
  'por-pagar',
  'orcamento-dr',
  'orcamento-fluxo-de-caixa',
  'mapa-previsao-iva',
  'analise-ticket-medio',
  'ponto-de-equilibrio',
  'analise-venda-produtos',
]);

/** The administration page opened on its 'Adicionar loja' form. */
export const PARAMETRO_NOVA_LOJA = 'nova-loja';

export function caminhoNovaLoja(empresaId: string): string {
  return `${caminhoEmpresa(empresaId, 'admin')}?${PARAMETRO_NOVA_LOJA}`;
}

export interface PassoMostrado {
  id: Passo;
  titulo: string;
  /** What the data says about it now. */
  estado: string;
  feito: boolean;
  link: { to: string; label: string };
}

const vezes = (n: number, uma: string, varias: string) => `${n} ${n === 1 ? uma : varias}`;

/** The checklist as the admin reads it, in its order, each step with its link. */
export function passosMostrados(empresaId: string, p: PrimeirosPassos): PassoMostrado[] {
  const passos: Record<Passo, Omit<PassoMostrado, 'id' | 'feito'>> = {
    lojas: {
      titulo: 'Criar as lojas',
      estado: p.lojas === 0 ? 'Ainda sem lojas.' : `${vezes(p.lojas, 'loja criada', 'lojas criadas')}.`,
      link: { to: caminhoNovaLoja(empresaId), label: 'Adicionar loja' },
    },
    importar: {
      titulo: 'Importar e-faturas e extratos',
      estado: `E-fatura: ${vezes(p.importacoes.efatura, 'importação', 'importações')}; extratos: ${vezes(
        p.importacoes.extrato,
        'importação',
        'importações',
      )}.`,
      link: { to: caminhoEmpresa(empresaId, 'importar-ficheiros'), label: 'Importar ficheiros' },
    },
    classificar: {
      titulo: 'Classificar as linhas',
      estado:
        p.linhas === 0
          ? 'Ainda sem linhas para classificar.'
          : `${p.percentagemClassificada} % classificadas (${vezes(p.porClassificar, 'linha', 'linhas')} por classificar).`,
      link: { to: caminhoEmpresa(empresaId, 'planilha'), label: 'Abrir a planilha' },
    },
    relatorios: {
      titulo: 'Ver os relatórios',
      estado: p.relatoriosVistos
        ? 'Já abriu os relatórios.'
        : 'Demonstração de resultados, fluxo de caixa, IVA, ponto de equilíbrio e outros.',
      link: { to: caminhoEmpresa(empresaId, 'demonstracao-resultados'), label: 'Abrir os relatórios' },
    },
  };
  return PASSOS.map((id) => ({ id, feito: p.feitos[id], ...passos[id] }));
}

/** Shown until every step is done or an admin puts it away. */
export function mostrarPrimeirosPassos(p: PrimeirosPassos): boolean {
  return !p.dispensado && PASSOS.some((id) => !p.feitos[id]);
}
