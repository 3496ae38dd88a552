import type { IsoDate } from '../../dates/dates';
import type { Cents } from '../../money/money';
import { CATEGORIA_A } from '../../taxonomy/categoria-a';
import { type EstadoMes, estadoDosMeses } from '../orcamento/estado-meses';
import {
  addToMonth,
  monthsOf,
  monthValues,
  type SeriesByKey,
  sumMonths,
  zeroMonths,
} from '../shared/month-values';
import { childKey, type ReportLine, reportLine, type TipoLinha } from '../shared/report-line';
import {
  type ApuramentoIva,
  apurarIva,
  type IvaDoAno,
  pagamentosIva,
  type RegimeDoAno,
  type RegimeIva,
  regimesIva,
} from './calendario-iva';
import { ORDEM_TAXAS_IVA, rotuloTaxaIva } from './taxa-iva';

/** The ledger's VAT (or a budget's) summed by month, side, classification and rate. */
export interface SomaIva {
  ano: number;
  /** 1-12: the month of the document's issue date. */
  mes: number;
  /** 'venda' (issued), 'compra' (received), or '' when not known (a budget line, a typed row). */
  lado: string;
  categoriaA: string;
  subcategoriaA: string;
  /**
   * The legal rate in percent its VAT over base shows (taxaDosPontosBase; the budget line's Taxa IVA, when
   * legal); null: several rates on one document, or none of them.
   */
  taxa: number | null;
  /** Signed as in the ledger: income +, expense −; a credit note against its side. */
  baseCents: Cents;
  ivaCents: Cents;
}

export interface PrevisaoIvaInput {
  ano1: number;
  ano2: number;
  /** Today (Lisbon): the months not closed yet take the budget's VAT. */
  hoje: IsoDate;
  /** The ledger of the years compared (and of any between them). */
  somas: readonly SomaIva[];
  /**
   * The years before: their net VAT per month (Σ of the ledger's signed VAT, output − input), where the
   * credit carried into the first year compared comes from.
   */
  anteriores: Readonly<Record<number, readonly number[]>>;
  /** The budget lines of the years compared (lado ''). */
  orcamento: readonly SomaIva[];
  /** The admin's regime by year, and the company's turnover by year (for the €650 000 rule). */
  regime: { manuais: Readonly<Record<number, RegimeIva>>; volumeNegocios: Readonly<Record<number, Cents>> };
}

export interface PrevisaoIva {
  ano1: number;
  ano2: number;
  linhas: readonly ReportLine[];
  /** Per year, the months whose figures are the budget's (a forecast), Jan..Dez. */
  previsao: { ano1: boolean[]; ano2: boolean[] };
  /** Per year, whether months not closed yet had no budget to stand in for their documents. */
  semOrcamento: { ano1: boolean; ano2: boolean };
  regimes: { ano1: RegimeDoAno; ano2: RegimeDoAno };
  /** Each year's declaration periods, with their deadlines and settlement. */
  apuramentos: { ano1: ApuramentoIva[]; ano2: ApuramentoIva[] };
}

export const LINHA_IVA = {
  liquidado: 'liquidado',
  dedutivel: 'dedutivel',
  aEntregar: 'a_entregar',
  aRecuperar: 'a_recuperar',
  excessoAnterior: 'excesso_anterior',
  aPagar: 'a_pagar',
  excessoAReportar: 'excesso_a_reportar',
  pagamentos: 'pagamentos',
  liquidadoPorTaxa: 'liquidado_por_taxa',
  dedutivelPorTaxa: 'dedutivel_por_taxa',
} as const;

/** SPEC §3's VAT buckets, and one more on each side for what none of them takes (nothing left out). */
const LIQUIDADO: readonly string[] = [
  'Venda de Produtos',
  'Venda de Mercadorias',
  'Serviços Prestados',
  'Outros Rendimentos',
];
const DEDUTIVEL: readonly string[] = [
  'Compras',
  'Fornecimentos e Serviços externos',
  'Investimentos',
  'Outras aquisições',
];

const RENDIMENTOS: ReadonlySet<string> = new Set([CATEGORIA_A.vendas, CATEGORIA_A.subsidios]);
const GASTOS: ReadonlySet<string> = new Set([
  CATEGORIA_A.compras,
  CATEGORIA_A.fse,
  CATEGORIA_A.investimentos,
  CATEGORIA_A.gastosPessoal,
  CATEGORIA_A.juros,
]);
const JUROS_OBTIDOS = 'Juros e rendimentos similares obtidos';

/**
 * Output VAT or input VAT: the document's side where the file says it; else its Categoria A (income or
 * cost); else (unclassified, untyped) the sign of its base.
 */
function eLiquidado(s: SomaIva): boolean {
  if (s.lado === 'venda' || s.lado === 'compra') return s.lado === 'venda';
  if (RENDIMENTOS.has(s.categoriaA) || s.subcategoriaA === JUROS_OBTIDOS) return true;
  if (GASTOS.has(s.categoriaA)) return false;
  return s.baseCents >= 0;
}

function balde(s: SomaIva, liquidado: boolean): string {
  if (liquidado) {
    if (s.categoriaA !== CATEGORIA_A.vendas) return 'Outros Rendimentos';
    if (s.subcategoriaA === 'Venda de Produtos') return 'Venda de Produtos';
    if (s.subcategoriaA === 'Venda de Mercadoria') return 'Venda de Mercadorias';
    if (s.subcategoriaA === 'Serviços Prestados') return 'Serviços Prestados';
    return 'Outros Rendimentos';
  }
  if (s.categoriaA === CATEGORIA_A.compras) return 'Compras';
  if (s.categoriaA === CATEGORIA_A.fse) return 'Fornecimentos e Serviços externos';
  if (s.categoriaA === CATEGORIA_A.investimentos) return 'Investimentos';
  return 'Outras aquisições';
}

const chaveTaxa = (taxa: number | null) => (taxa === null ? 'varias' : `t${taxa}`);

/** One year's VAT, month by month, by bucket and by rate, documents or budget. */
interface MesesDoAno {
  liquidado: SeriesByKey;
  dedutivel: SeriesByKey;
  liquidadoPorTaxa: SeriesByKey;
  dedutivelPorTaxa: SeriesByKey;
  taxas: Set<number | null>;
  previsao: boolean[];
  semOrcamento: boolean;
}

function mesesDoAno(
  ano: number,
  hoje: IsoDate,
  somas: readonly SomaIva[],
  orcamento: readonly SomaIva[],
): MesesDoAno {
  const estados: EstadoMes[] = estadoDosMeses(ano, hoje);
  const temOrcamento = orcamento.some((o) => o.ano === ano);
  const previsao = estados.map((e) => e !== 'fechado' && temOrcamento);
  const doAno: MesesDoAno = {
    liquidado: new Map(),
    dedutivel: new Map(),
    liquidadoPorTaxa: new Map(),
    dedutivelPorTaxa: new Map(),
    taxas: new Set(),
    previsao,
    semOrcamento: !temOrcamento && estados.some((e) => e !== 'fechado'),
  };
  const somar = (s: SomaIva) => {
    if (s.ivaCents === 0) return;
    const liquidado = eLiquidado(s);
    // Output VAT as charged (a credit note lowers it); input VAT as a positive amount to deduct.
    const cents = liquidado ? s.ivaCents : -s.ivaCents;
    addToMonth(liquidado ? doAno.liquidado : doAno.dedutivel, balde(s, liquidado), s.mes, cents);
    addToMonth(liquidado ? doAno.liquidadoPorTaxa : doAno.dedutivelPorTaxa, chaveTaxa(s.taxa), s.mes, cents);
    doAno.taxas.add(s.taxa);
  };
  for (const s of somas) if (s.ano === ano && !previsao[s.mes - 1]) somar(s);
  for (const o of orcamento) if (o.ano === ano && previsao[o.mes - 1]) somar(o);
  return doAno;
}

const total = (series: SeriesByKey, chaves: readonly string[]) =>
  sumMonths(...chaves.map((k) => monthsOf(series, k)));

/**
 * 'Mapa de Previsão de IVA' (SPEC §2, §9), two years compared month by month:
 * - the output VAT by bucket, the input VAT by bucket, and per month 'IVA a entregar' (output − input)
 *   or 'IVA a recuperar' (input − output), whichever way the difference goes;
 * - the return: the company's regime (monthly, quarterly) groups the months into periods; on each
 *   period's last month the credit carried in, the VAT to pay and the credit carried on; the payment
 *   in the month of its deadline (the previous year's last periods are paid in this one's);
 * - months not closed yet take the budget's VAT (its lines' Taxa IVA) for the documents still to
 *   come, marked as forecast;
 * - the VAT by rate, where the documents' VAT over base tells it (a document mixing rates, or a budget
 *   line at a rate not in force, under 'Várias taxas ou outra').
 * A document's VAT counts in the month of its issue date; annulled documents are not in the sums.
 */
export function computePrevisaoIva(input: PrevisaoIvaInput): PrevisaoIva {
  const anosComparados = [input.ano1, input.ano2] as const;
  const inicio = Math.min(input.ano1, input.ano2);
  const primeiro = Math.min(inicio, ...Object.keys(input.anteriores).map(Number));
  const ultimo = Math.max(input.ano1, input.ano2);
  const anos = Array.from({ length: ultimo - primeiro + 1 }, (_, i) => primeiro + i);
  const comparados = anos.filter((ano) => ano >= inicio);

  const porAno = new Map(
    comparados.map((ano) => [ano, mesesDoAno(ano, input.hoje, input.somas, input.orcamento)]),
  );
  const regimes = regimesIva(anos, input.regime.manuais, input.regime.volumeNegocios);
  const iva: Record<number, IvaDoAno> = Object.fromEntries(
    anos.map((ano): [number, IvaDoAno] => {
      const m = porAno.get(ano);
      // A year before the ones compared: only its net VAT matters, for the credit it carries.
      if (!m)
        return [ano, { liquidado: [...(input.anteriores[ano] ?? zeroMonths())], dedutivel: zeroMonths() }];
      return [
        ano,
        {
          liquidado: total(m.liquidado, LIQUIDADO),
          dedutivel: total(m.dedutivel, DEDUTIVEL),
          previsao: m.previsao,
        },
      ];
    }),
  );
  const apuramentos = apurarIva({
    anos,
    regimes: Object.fromEntries(anos.map((ano) => [ano, (regimes[ano] as RegimeDoAno).regime])),
    iva,
  });
  const pagamentos = pagamentosIva(apuramentos);

  const doAno = (slot: 0 | 1) => porAno.get(anosComparados[slot]) as MesesDoAno;
  const periodosDe = (slot: 0 | 1) => apuramentos.filter((a) => a.ano === anosComparados[slot]);

  const grupo = (
    key: string,
    label: string,
    serie: (m: MesesDoAno) => SeriesByKey,
    filhos: ReadonlyArray<readonly [chave: string, label: string]>,
  ): ReportLine => {
    const children = filhos.map(([chave, rotulo]) =>
      reportLine({
        key: childKey(key, chave),
        label: rotulo,
        level: 1,
        tipo: 'item',
        ano1: monthValues(monthsOf(serie(doAno(0)), chave)),
        ano2: monthValues(monthsOf(serie(doAno(1)), chave)),
      }),
    );
    const soma = (slot: 0 | 1) => sumMonths(...filhos.map(([chave]) => monthsOf(serie(doAno(slot)), chave)));
    return reportLine({
      key,
      label,
      level: 0,
      tipo: 'grupo',
      children,
      ano1: monthValues(soma(0)),
      ano2: monthValues(soma(1)),
    });
  };
  const comoFilhos = (lista: readonly string[]) => lista.map((label) => [label, label] as const);
  const liquidado = grupo(LINHA_IVA.liquidado, 'IVA liquidado', (m) => m.liquidado, comoFilhos(LIQUIDADO));
  const dedutivel = grupo(LINHA_IVA.dedutivel, 'IVA dedutível', (m) => m.dedutivel, comoFilhos(DEDUTIVEL));

  const resultado = (
    key: string,
    label: string,
    tipo: TipoLinha,
    valores: (slot: 0 | 1) => { meses: number[]; total?: number },
  ) => {
    const [a, b] = [valores(0), valores(1)];
    return reportLine({
      key,
      label,
      level: 0,
      tipo,
      ano1: monthValues(a.meses, a.total === undefined ? {} : { total: a.total }),
      ano2: monthValues(b.meses, b.total === undefined ? {} : { total: b.total }),
    });
  };
  const diferenca = (slot: 0 | 1, sinal: 1 | -1) => {
    const [liq, ded] =
      slot === 0
        ? [liquidado.valores.ano1, dedutivel.valores.ano1]
        : [liquidado.valores.ano2, dedutivel.valores.ano2];
    return {
      meses: liq.meses.map((l, i) => Math.max(sinal * (l - (ded.meses[i] ?? 0)), 0)),
      // The year's column on the year's VAT, as the months on theirs.
      total: Math.max(sinal * (liq.total - ded.total), 0),
    };
  };
  /** A figure of each period, on its last month. */
  const porPeriodo = (
    slot: 0 | 1,
    pick: (a: ApuramentoIva) => number,
    totalDoAno: (p: ApuramentoIva[]) => number,
  ) => {
    const periodos = periodosDe(slot);
    const meses = zeroMonths();
    for (const p of periodos) meses[(p.meses.at(-1) as number) - 1] = pick(p);
    return { meses, total: totalDoAno(periodos) };
  };
  const pagos = (slot: 0 | 1) => {
    const meses = zeroMonths();
    for (const p of pagamentos)
      if (p.ano === anosComparados[slot]) meses[p.mes - 1] = (meses[p.mes - 1] ?? 0) + p.cents;
    return { meses };
  };

  // Every rate either year has, the mainland's first, then the regions', 'several' last.
  const presentes = new Set([...doAno(0).taxas, ...doAno(1).taxas]);
  const taxas = [...ORDEM_TAXAS_IVA.filter((t) => presentes.has(t)), ...(presentes.has(null) ? [null] : [])];
  const filhosTaxa = taxas.map((t) => [chaveTaxa(t), rotuloTaxaIva(t)] as const);

  return {
    ano1: input.ano1,
    ano2: input.ano2,
    linhas: [
      liquidado,
      dedutivel,
      resultado(LINHA_IVA.aEntregar, 'IVA a entregar', 'resultado', (slot) => diferenca(slot, 1)),
      resultado(LINHA_IVA.aRecuperar, 'IVA a recuperar', 'resultado', (slot) => diferenca(slot, -1)),
      resultado(LINHA_IVA.excessoAnterior, 'Excesso a reportar do período anterior', 'saldo', (slot) =>
        porPeriodo(
          slot,
          (p) => p.excessoAnteriorCents,
          (ps) => ps[0]?.excessoAnteriorCents ?? 0,
        ),
      ),
      resultado(LINHA_IVA.aPagar, 'IVA a pagar na declaração', 'resultado', (slot) =>
        porPeriodo(
          slot,
          (p) => p.aPagarCents,
          (ps) => ps.reduce((s, p) => s + p.aPagarCents, 0),
        ),
      ),
      resultado(LINHA_IVA.excessoAReportar, 'Excesso a reportar para o período seguinte', 'saldo', (slot) =>
        porPeriodo(
          slot,
          (p) => p.excessoAReportarCents,
          (ps) => ps.at(-1)?.excessoAReportarCents ?? 0,
        ),
      ),
      resultado(LINHA_IVA.pagamentos, 'Pagamento ao Estado (no mês do prazo)', 'resultado', pagos),
      grupo(LINHA_IVA.liquidadoPorTaxa, 'IVA liquidado por taxa', (m) => m.liquidadoPorTaxa, filhosTaxa),
      grupo(LINHA_IVA.dedutivelPorTaxa, 'IVA dedutível por taxa', (m) => m.dedutivelPorTaxa, filhosTaxa),
    ],
    previsao: { ano1: doAno(0).previsao, ano2: doAno(1).previsao },
    semOrcamento: { ano1: doAno(0).semOrcamento, ano2: doAno(1).semOrcamento },
    regimes: { ano1: regimes[input.ano1] as RegimeDoAno, ano2: regimes[input.ano2] as RegimeDoAno },
    apuramentos: { ano1: periodosDe(0), ano2: periodosDe(1) },
  };
}
