import { eurosToCents, formatDecimal, formatEuros, formatPercent, formatPtDate, MESES } from '@contas/core';
import type { ResumoResposta } from '@contas/core/contrato';
import type { MotivoResumo } from '@contas/core/reports';
import { caminhoEmpresa, type PaginaId } from '../empresa-area/paginas';
import { parametrosDaSelecao, parametrosDaSelecaoOrcamento } from './selecao';

export type LinhaResumo = ResumoResposta['blocos'][number]['linhas'][number];

/**
 * A cell of the summary (SPEC §9): money '1.234,56 €', margins and returns with 2 decimals and ' %', plain
 * numbers (productivity, quantities) with 2 decimals, or none when whole (units sold); '—' without a figure.
 */
export function formatarCelulaResumo(valor: number | null, unidade: LinhaResumo['unidade']): string {
  if (valor === null) return '—';
  if (unidade === 'euros') return formatEuros(eurosToCents(valor));
  if (unidade === 'percentagem') return formatPercent(valor);
  return formatDecimal(valor, Number.isInteger(valor) ? 0 : 2);
}

/** Why a cell has no figure, in words (what is missing, and where to put it). */
export function textoMotivo(
  motivo: MotivoResumo,
  contexto: { ano: number; lojasSemPessoal: readonly string[] },
): string {
  switch (motivo) {
    case 'sem-vendas':
      return 'Sem vendas nem quantidades vendidas.';
    case 'sem-quantidades':
      return 'Há vendas, mas nenhuma quantidade vendida (faturas emitidas ou ficheiro de produtos).';
    case 'margem-nao-positiva':
      return 'O ticket médio não cobre o custo variável por unidade: não há ponto de equilíbrio.';
    case 'sem-vendas-no-periodo':
      return 'Sem vendas: a razão não existe.';
    case 'sem-pessoal':
      return 'Ninguém ao serviço neste mês, segundo o quadro de pessoal das lojas.';
    case 'pessoal-em-falta':
      return `Falta o quadro de pessoal de ${contexto.ano} ${
        contexto.lojasSemPessoal.length > 0 ? `de: ${contexto.lojasSemPessoal.join(', ')}` : 'das lojas'
      } (página da loja, na Administração).`;
    case 'sem-investimento':
      return `Sem investimentos em ${contexto.ano}.`;
    case 'sem-gastos-pessoal':
      return 'Sem gastos com o pessoal.';
    case 'sem-capital-proprio':
      return `Falta o capital próprio de ${contexto.ano}: um administrador indica-o neste Resumo.`;
    case 'capital-da-empresa':
      return "O capital próprio é da empresa: veja 'Todas as lojas'.";
    case 'so-no-ano':
      return 'Calcula-se sobre o ano inteiro: veja a coluna Ano.';
  }
}

/** The months the headline cards cover: 'Jan–Ago 2025', '2025', or none yet. */
export function periodoDosCartoes(meses: number, ano: number): string {
  if (meses === 0) return `Ainda sem meses fechados em ${ano}`;
  if (meses === 12) return `${ano}`;
  return meses === 1 ? `Jan ${ano}` : `Jan–${MESES[meses - 1]} ${ano}`;
}

export interface Cartao {
  id: string;
  titulo: string;
  valor: string;
  /** A second line: what the figure means, or why there is none. */
  detalhe: string;
  /** Negative money is shown red. */
  negativo?: boolean;
  /** The report it comes from, with the summary's store and year. */
  caminho: string;
  ligacao: string;
}

const euros = (v: number) => formatEuros(eurosToCents(v));

/**
 * The 4–6 headline figures of the closed months, each linking to its report (for the store and year of
 * the summary): sales, gross margin, net result, cash at the end of the last closed month, the next VAT
 * payment and the net result against the budget.
 */
export function cartoesDoResumo(
  r: Pick<ResumoResposta, 'ano' | 'cartoes' | 'semOrcamento'>,
  contexto: { empresaId: string; lojaId: string },
): Cartao[] {
  const { cartoes: c, ano } = r;
  const periodo = periodoDosCartoes(c.meses, ano);
  const doisAnos = new URLSearchParams(
    parametrosDaSelecao({ lojaId: contexto.lojaId, ano1: ano - 1, ano2: ano }),
  );
  const umAno = new URLSearchParams(parametrosDaSelecaoOrcamento({ lojaId: contexto.lojaId, ano }));
  const para = (pagina: PaginaId, params: URLSearchParams) =>
    `${caminhoEmpresa(contexto.empresaId, pagina)}?${params}`;
  const dr = para('demonstracao-resultados', doisAnos);
  const semMeses = c.meses === 0;
  const ultimoMes = MESES[c.meses - 1] ?? '';
  const lista: Cartao[] = [
    {
      id: 'vendas',
      titulo: 'Vendas',
      valor: semMeses ? '—' : euros(c.vendas),
      detalhe: periodo,
      caminho: dr,
      ligacao: 'Demonstração de Resultados',
    },
    {
      id: 'margem-bruta',
      titulo: 'Margem bruta',
      valor: c.margemBruta === null ? '—' : formatPercent(c.margemBruta),
      detalhe: c.margemBruta === null ? `${periodo}: sem vendas` : `Margem Bruta ÷ Vendas, ${periodo}`,
      negativo: c.margemBruta !== null && c.margemBruta < 0,
      caminho: dr,
      ligacao: 'Demonstração de Resultados',
    },
    {
      id: 'resultado-liquido',
      titulo: 'Resultado líquido',
      valor: semMeses ? '—' : euros(c.resultadoLiquido),
      detalhe: periodo,
      negativo: c.resultadoLiquido < 0,
      caminho: dr,
      ligacao: 'Demonstração de Resultados',
    },
    {
      id: 'caixa',
      titulo: c.caixa === null ? 'Caixa' : `Caixa no fim de ${ultimoMes} ${ano}`,
      valor: c.caixa === null ? '—' : euros(c.caixa),
      detalhe: c.caixa === null ? periodo : 'Caixa e seus equivalentes no fim do mês',
      negativo: c.caixa !== null && c.caixa < 0,
      caminho: para('fluxo-de-caixa', doisAnos),
      ligacao: 'Fluxo de Caixa',
    },
  ];
  if (c.iva) {
    const { iva } = c;
    lista.push({
      id: 'iva',
      titulo: 'Próximo pagamento de IVA',
      valor: euros(iva.aPagar),
      detalhe: `${iva.periodo}, até ${formatPtDate(iva.prazoPagamento)}${
        iva.aPagar === 0 && iva.excessoAReportar > 0
          ? ` (crédito de ${euros(iva.excessoAReportar)} a reportar)`
          : ''
      }${iva.previsao ? ' — previsão com o orçamento' : ''}`,
      caminho: para('mapa-previsao-iva', doisAnos),
      ligacao: 'Mapa de Previsão de IVA',
    });
  }
  const desvio = c.desvioOrcamento;
  lista.push({
    id: 'orcamento',
    titulo: 'Desvio face ao orçamento',
    valor: desvio && !semMeses ? `${desvio.deltaEuros > 0 ? '+' : ''}${euros(desvio.deltaEuros)}` : '—',
    detalhe: r.semOrcamento
      ? `Sem orçamento de ${ano}`
      : desvio && !semMeses
        ? `Resultado líquido ${euros(desvio.real)} face a ${euros(desvio.orcamento)} orçamentados (${formatPercent(
            desvio.deltaPercent,
          )}), ${periodo}`
        : periodo,
    negativo: desvio !== null && !semMeses && desvio.deltaEuros < 0,
    caminho: para('orcamento-dr', umAno),
    ligacao: 'DR Orçamento',
  });
  return lista;
}

/** Where the break-even's units sold come from, in a sentence (the break-even report says the same). */
export function textoOrigemQuantidades(origem: ResumoResposta['origemQuantidades']): string | null {
  if (!origem) return null;
  if (origem.every((o) => o === 'faturas')) return 'Quantidades vendidas: as faturas emitidas.';
  if (origem.every((o) => o === 'produtos')) return 'Quantidades vendidas: os ficheiros de produtos.';
  return 'Quantidades vendidas: os ficheiros de produtos onde a loja os tem no mês, as faturas emitidas nos outros casos.';
}
