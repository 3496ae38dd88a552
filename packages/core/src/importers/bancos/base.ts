import type { IsoDate } from '../../dates/dates';
import type { Cents } from '../../money/money';
import { normalizarCabecalho, semAcentos } from '../decode';
import {
  type Celula,
  type LinhaTabela,
  lerDataCelula,
  lerMontanteCelula,
  type OrdemData,
  textoCelula,
} from '../tabela/tabela';

type Papel =
  | 'dataMovimento'
  | 'dataValor'
  | 'descricao'
  | 'valor'
  | 'debito'
  | 'credito'
  | 'natureza'
  | 'saldo';

/**
 * Header names accepted for each column, written as normalizarCabecalho leaves them. A layout
 * names exactly one way to read the amount: `valor` (signed), `debito` + `credito` (unsigned),
 * or `valor` + `natureza` (unsigned amount and a C/D flag).
 */
export type ColunasBanco = { dataMovimento: readonly string[]; descricao: readonly string[] } & Partial<
  Record<Exclude<Papel, 'dataMovimento' | 'descricao'>, readonly string[]>
>;

/** How one bank's export is read. Banks spread LAYOUT_BASE and override what differs. */
export interface LayoutBanco {
  banco: string;
  colunas: ColunasBanco;
  /** Words of the preamble or sheet name that tell this bank apart (normalised). */
  marcas: readonly string[];
  lerMontante(celula: Celula): Cents | undefined;
  lerData(celula: Celula, ordem: OrdemData): IsoDate | undefined;
  /** Rows between movements that only detail the one above (payer, IBAN, reference). */
  /** Interleaved detail rows to skip (Crédito Agrícola); absent when the layout has none. */
  linhaDeDetalhe?(celulasNormalizadas: readonly string[]): boolean;
  /** Some exports (credit-card statements) write purchases positive. */
  sinalInvertido(preambuloNormalizado: string): boolean;
  extrairConta(preambulo: readonly LinhaTabela[]): string | undefined;
  /** The C/D flag's sign, or undefined when the text is neither. */
  lerNatureza(texto: string): 1 | -1 | undefined;
}

const ROTULOS_CONTA = new Set([
  'conta',
  'n conta',
  'no conta',
  'no de conta',
  'numero de conta',
  'numero da conta',
  'iban',
  'account',
]);

/** A preamble label without its colon or dots: 'Data até:' → 'data ate', 'N.º Conta' → 'no conta'. */
function normalizarRotulo(texto: string): string {
  return normalizarCabecalho(texto)
    .replace(/[:.]+$/, '')
    .replace(/\./g, '')
    .trim();
}

function limparConta(valor: string): string {
  return (valor.split(' - ')[0] ?? valor).replace(/\(\s*[A-Z]{3}\s*\)/i, '').trim();
}

/**
 * The account named in the preamble: a 'Conta' label and its value ('0164658073554 - EUR -
 * Conta à ordem' → '0164658073554'), or a title such as 'HISTÓRICO DE CONTA NÚMERO 123'.
 */
function contaDoPreambulo(preambulo: readonly LinhaTabela[]): string | undefined {
  for (const linha of preambulo) {
    const textos = linha.celulas.map(textoCelula).filter((t) => t !== '');
    const [primeiro, segundo] = textos;
    if (primeiro === undefined) continue;
    if (ROTULOS_CONTA.has(normalizarRotulo(primeiro)) && segundo) return limparConta(segundo);
    const titulo = /\b(?:conta|cartao)\s+(?:numero|n\.?\s?o|n\.?)\s*:?\s*(\d[\w.\-/]*)/i.exec(
      semAcentos(primeiro),
    );
    if (titulo?.[1]) return titulo[1];
    const emLinha = /^conta\s*:\s*(.+)$/i.exec(primeiro);
    if (emLinha?.[1]) return limparConta(emLinha[1]);
  }
  return undefined;
}

const ROTULOS_INICIO = new Set(['data de inicio', 'data inicio', 'data inicial', 'de', 'data de', 'desde']);
const ROTULOS_FIM = new Set(['data de fim', 'data fim', 'data final', 'a', 'ate', 'data ate']);

/** Statement period from preamble labels ('Data de início', 'De:'/'A:', 'Período: x a y'). */
export function periodoDoPreambulo(
  preambulo: readonly LinhaTabela[],
  lerData: (celula: Celula) => IsoDate | undefined,
): { dataInicio?: IsoDate; dataFim?: IsoDate } {
  const periodo: { dataInicio?: IsoDate; dataFim?: IsoDate } = {};
  for (const linha of preambulo) {
    const celulas = linha.celulas.filter((c) => textoCelula(c) !== '');
    const [rotuloCelula, valor] = celulas;
    if (rotuloCelula === undefined || valor === undefined) continue;
    const rotulo = normalizarRotulo(textoCelula(rotuloCelula));
    if (ROTULOS_INICIO.has(rotulo)) periodo.dataInicio = lerData(valor) ?? periodo.dataInicio;
    else if (ROTULOS_FIM.has(rotulo)) periodo.dataFim = lerData(valor) ?? periodo.dataFim;
    else if (rotulo === 'periodo') {
      const [de, ate] = textoCelula(valor).split(/\s+a\s+/);
      periodo.dataInicio = (de && lerData(de)) || periodo.dataInicio;
      periodo.dataFim = (ate && lerData(ate)) || periodo.dataFim;
    }
  }
  return periodo;
}

export const LAYOUT_BASE: Omit<LayoutBanco, 'banco' | 'colunas'> = {
  marcas: [],
  lerMontante: lerMontanteCelula,
  lerData: lerDataCelula,
  sinalInvertido: () => false,
  extrairConta: contaDoPreambulo,
  lerNatureza(texto) {
    const t = normalizarCabecalho(texto);
    if (t === 'c' || t === 'credito' || t === 'cr') return 1;
    if (t === 'd' || t === 'debito' || t === 'db') return -1;
    return undefined;
  },
};

/** Where each column of a recognised header sits. */
export interface MapaColunas {
  dataMovimento: number;
  /** Every description column, in order ('Descrição' and 'Descritivo' are joined). */
  descricao: number[];
  dataValor?: number;
  valor?: number;
  debito?: number;
  credito?: number;
  natureza?: number;
  saldo?: number;
}

const OBRIGATORIOS_SE_DEFINIDOS = ['valor', 'debito', 'credito', 'natureza'] as const;
const OPCIONAIS = ['dataValor', 'saldo'] as const;

/**
 * Matches a header row against a layout: every column the layout needs must be there. The
 * score counts the columns found, so the layout that explains more of the header wins.
 */
export function mapearColunas(
  layout: LayoutBanco,
  cabecalho: readonly string[],
): { mapa: MapaColunas; pontos: number } | undefined {
  const indice = (nomes: readonly string[] | undefined) =>
    nomes ? cabecalho.findIndex((c) => nomes.includes(c)) : -1;
  const dataMovimento = indice(layout.colunas.dataMovimento);
  const descricao = cabecalho.flatMap((c, i) => (layout.colunas.descricao.includes(c) ? [i] : []));
  if (dataMovimento < 0 || descricao.length === 0) return undefined;
  const mapa: MapaColunas = { dataMovimento, descricao };
  let pontos = 2;
  for (const papel of OBRIGATORIOS_SE_DEFINIDOS) {
    if (!layout.colunas[papel]) continue;
    const i = indice(layout.colunas[papel]);
    if (i < 0) return undefined;
    mapa[papel] = i;
    pontos++;
  }
  for (const papel of OPCIONAIS) {
    const i = indice(layout.colunas[papel]);
    if (i >= 0) {
      mapa[papel] = i;
      pontos++;
    }
  }
  return { mapa, pontos };
}
