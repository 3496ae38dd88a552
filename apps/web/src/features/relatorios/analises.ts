import { eurosToCents, formatEuros, formatPtDate, MESES } from '@contas/core';
import type { ApuramentoIvaJson, RegimeDoAnoJson } from '@contas/core/contrato';
import type { LinhaPontoEquilibrio, MotivoSemValor, OrigemQuantidades } from '@contas/core/reports';
import { type GrupoTabela, gruposComparativos, type RotulosSeries } from './colunas';

/** Why a break-even cell shows '—' (never Infinity nor NaN). */
export const MOTIVOS_SEM_VALOR: Readonly<Record<MotivoSemValor, string>> = {
  'sem-vendas': 'Sem vendas nem quantidades vendidas: não há ponto de equilíbrio.',
  'sem-quantidades':
    'Há receitas mas nenhuma quantidade vendida para as dividir: não há ponto de equilíbrio.',
  'margem-nao-positiva':
    'O ticket médio não é maior do que o custo variável por unidade: nenhuma quantidade cobre os custos fixos.',
};

/** The columns of a column group: Jan..Dez (0–11), Total (12), Média (13). */
const indiceDoGrupo = (id: string) => (id === 'total' ? 12 : id === 'media' ? 13 : Number(id.slice(1)) - 1);

/**
 * The break-even's table: the two-year columns, where a cell without a figure says why (and so do its
 * ∆ € and ∆ %, which compare nothing then).
 */
export function gruposPontoEquilibrio(rotulos: RotulosSeries): GrupoTabela[] {
  return gruposComparativos(rotulos).map((grupo) => {
    const i = indiceDoGrupo(grupo.id);
    const motivo = (linha: LinhaPontoEquilibrio, serie: 'ano1' | 'ano2') => {
      const m = linha.semValor?.[serie][i];
      return m ? MOTIVOS_SEM_VALOR[m] : null;
    };
    return {
      ...grupo,
      colunas: grupo.colunas.map((coluna) => ({
        ...coluna,
        semValor: (linha: LinhaPontoEquilibrio) =>
          coluna.id === 'ano1' || coluna.id === 'ano2'
            ? motivo(linha, coluna.id)
            : (motivo(linha, 'ano1') ?? motivo(linha, 'ano2')),
      })),
    };
  });
}

/** The VAT map's table: a month whose figures are the budget's says so under its year. */
export function gruposPrevisaoIva(
  rotulos: RotulosSeries,
  previsao: { ano1: readonly boolean[]; ano2: readonly boolean[] },
): GrupoTabela[] {
  return gruposComparativos(rotulos).map((grupo) => {
    const i = indiceDoGrupo(grupo.id);
    if (i > 11 || !(previsao.ano1[i] || previsao.ano2[i])) return grupo;
    return {
      ...grupo,
      aberto: true,
      colunas: grupo.colunas.map((coluna) =>
        (coluna.id === 'ano1' || coluna.id === 'ano2') && previsao[coluna.id][i]
          ? { ...coluna, label: `${coluna.label} (previsão)` }
          : coluna,
      ),
    };
  });
}

/** 'Jan 200,00 €, Dez 15,00 €': the months of a year with a value (euros). */
function mesesComValor(euros: readonly number[]): string {
  return euros
    .map((v, i) => [MESES[i], v] as const)
    .filter(([, v]) => v !== 0)
    .map(([mes, v]) => `${mes} ${formatEuros(eurosToCents(v))}`)
    .join(', ');
}

/**
 * What the sales no invoice counts (card settlements booked as sales) do to a screen, or null when there
 * are none: in the ticket they are left out; in the break-even they are in Receitas but not in the
 * quantities.
 */
export function notaVendasSemFatura(
  porAno: ReadonlyArray<readonly [ano: number, euros: readonly number[]]>,
  onde: 'ticket' | 'ponto-equilibrio',
): string | null {
  const anos = porAno.filter(([, euros]) => euros.some((v) => v !== 0));
  if (anos.length === 0) return null;
  const quais = [...new Map(anos).entries()]
    .map(([ano, euros]) => `${ano}: ${mesesComValor(euros)}`)
    .join('; ');
  return onde === 'ticket'
    ? `Há vendas sem fatura (liquidações de cartão classificadas como vendas) — ${quais}. Ficam fora do ticket médio: nem entram na faturação nem na quantidade de faturas (estão na última linha).`
    : `Há vendas sem fatura (liquidações de cartão classificadas como vendas) — ${quais}. Estão nas receitas mas não nas quantidades de faturas, o que sobe o ticket médio desses meses.`;
}

/** Where a year's quantities come from, in a sentence. */
export function notaQuantidades(ano: number, origem: readonly OrigemQuantidades[]): string {
  const comProdutos = origem.map((o, i) => [MESES[i], o] as const).filter(([, o]) => o !== 'faturas');
  if (comProdutos.length === 0) {
    return `${ano}: as quantidades são as faturas emitidas (faturas, faturas-recibo e faturas simplificadas).`;
  }
  const meses = comProdutos.map(([mes]) => mes).join(', ');
  return `${ano}: as quantidades são as faturas emitidas, exceto em ${meses}, em que as lojas com ficheiro de produtos contam as unidades desse ficheiro.`;
}

/** The regime of a year, and why. */
export function textoRegimeIva(ano: number, r: RegimeDoAnoJson): string {
  const regime = r.regime === 'mensal' ? 'mensal' : 'trimestral';
  if (r.origem === 'manual') return `${ano}: regime ${regime}, escolhido pelo administrador.`;
  if (r.origem === 'sem-historico') {
    return `${ano}: regime ${regime} — sem vendas em ${ano - 1} (uma empresa nova declara pela sua estimativa: o administrador pode escolher mensal).`;
  }
  const volume = formatEuros(eurosToCents(r.volumeNegociosAnterior));
  const comparacao = r.regime === 'mensal' ? 'pelo menos' : 'abaixo de';
  return `${ano}: regime ${regime} — volume de negócios de ${ano - 1}: ${volume} (${comparacao} 650.000,00 €).`;
}

/** A period of the calendar: what it pays or carries on, and by when. */
export function textoApuramento(a: ApuramentoIvaJson): string {
  const valor = (euros: number) => formatEuros(eurosToCents(euros));
  if (a.aPagar > 0) return `${valor(a.aPagar)} a pagar até ${formatPtDate(a.prazoPagamento)}`;
  if (a.excessoAReportar > 0) return `${valor(a.excessoAReportar)} a reportar para o período seguinte`;
  return 'Nada a pagar';
}
