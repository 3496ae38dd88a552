import { MESES } from '../../dates/dates';
import { encontrarCabecalho } from '../../modelos/cabecalho';
import {
  type ChaveColunaOrcamento,
  COLUNAS_ORCAMENTO,
  MODELO_XLSX_ORCAMENTO,
  normalizarTitulo,
} from '../../modelos/colunas';
import { ANO_MAXIMO, ANO_MINIMO, LeitorLinha, lerClassificacao } from '../../modelos/ler-linha';
import { lerLivroModelo } from '../../modelos/ler-livro';
import { problemasDaLinha, type ResultadoModelo, resultadoDeFalha } from '../../modelos/resultado';
import type { Cents } from '../../money/money';
import type { Classificacao } from '../../taxonomy/classificacao';
import { type LinhaTabela, linhaVazia, textoCelula } from '../tabela/tabela';
import type { Problema } from '../tipos';

export const MODELO_ORCAMENTO = MODELO_XLSX_ORCAMENTO.nome;

/**
 * One line of the Orçamento Anual template: a budget item with its base tributável for each month
 * (Jan..Dez, null where empty), signed as the ledger (receitas +, gastos −), and its VAT rate.
 */
export interface LinhaOrcamento extends Classificacao {
  linha: number;
  nif: string | null;
  emitente: string | null;
  centroCusto_A: string | null;
  subrubrica_B: string | null;
  /** Percent (23 for 23 %); an empty cell is 0. */
  taxaIva: number;
  meses: (Cents | null)[];
}

export interface ResultadoOrcamento extends ResultadoModelo<LinhaOrcamento> {
  /** The year the file states above the header; null when it states none. */
  ano: number | null;
}

/** What one month of a budget line amounts to. */
export interface ValoresMes {
  /** 1 = January. */
  mes: number;
  baseCents: Cents;
  ivaCents: Cents;
  totalCents: Cents;
}

/** VAT of an amount at a rate in percent (up to 2 decimals), rounded half away from zero, exactly. */
export function calcularIva(baseCents: Cents, taxaIva: number): Cents {
  const pontosBase = Math.round(taxaIva * 100);
  const iva = Math.floor((Math.abs(baseCents) * pontosBase + 5000) / 10000);
  return baseCents < 0 ? -iva || 0 : iva;
}

/** The months of a line that hold an amount (0 holds nothing), with VAT and total. */
export function mesesDoOrcamento(linha: Pick<LinhaOrcamento, 'meses' | 'taxaIva'>): ValoresMes[] {
  const valores: ValoresMes[] = [];
  linha.meses.forEach((baseCents, i) => {
    if (baseCents === null || baseCents === 0) return;
    const ivaCents = calcularIva(baseCents, linha.taxaIva);
    valores.push({ mes: i + 1, baseCents, ivaCents, totalCents: baseCents + ivaCents });
  });
  return valores;
}

/** A line's content, its row aside: equal lines of two imports of a budget have equal keys. */
export function chaveLinhaOrcamento(linha: LinhaOrcamento): string {
  const { linha: _, ...conteudo } = linha;
  return JSON.stringify(Object.entries(conteudo).sort(([a], [b]) => a.localeCompare(b)));
}

const TITULOS_ANO = new Set(['ano', 'ano do orcamento', 'orcamento do ano']);

/** 'Ano' and the year beside it, in the rows above the header. */
function lerAno(preambulo: readonly LinhaTabela[]): { ano: number | null; problema?: Problema } {
  for (const linha of preambulo) {
    const i = linha.celulas.findIndex((c) => TITULOS_ANO.has(normalizarTitulo(textoCelula(c))));
    if (i < 0) continue;
    const celula = linha.celulas.slice(i + 1).find((c) => textoCelula(c) !== '');
    if (celula === undefined) return { ano: null };
    const escrito = textoCelula(celula);
    const ano = typeof celula === 'number' ? celula : /^\d{4}$/.test(escrito) ? Number(escrito) : Number.NaN;
    if (Number.isInteger(ano) && ano >= ANO_MINIMO && ano <= ANO_MAXIMO) return { ano };
    return {
      ano: null,
      problema: { linha: linha.numero, motivo: `Ano do orçamento inválido: "${escrito}".` },
    };
  }
  return { ano: null };
}

/**
 * Reads a filled Orçamento Anual template: the year above the header ('Ano' and the year beside it),
 * then one budget line per row with twelve month columns. Blank rows are skipped; each problem names
 * its row and column. Never throws.
 */
export async function parseOrcamento(bytes: Uint8Array): Promise<ResultadoOrcamento> {
  const livro = await lerLivroModelo(bytes, MODELO_ORCAMENTO);
  if ('falha' in livro) return { ...resultadoDeFalha(livro.falha), ano: null };
  const cabecalho = encontrarCabecalho(livro.folhas, MODELO_XLSX_ORCAMENTO);
  if ('falha' in cabecalho) return { ...resultadoDeFalha(cabecalho.falha), ano: null };

  const { ano, problema } = lerAno(cabecalho.tabela.linhas.slice(0, cabecalho.indice));
  const rows: LinhaOrcamento[] = [];
  const issues: Problema[] = problema ? [problema] : [];
  for (const dados of cabecalho.tabela.linhas.slice(cabecalho.indice + 1)) {
    if (linhaVazia(dados.celulas)) continue;
    const leitor = new LeitorLinha<ChaveColunaOrcamento>(dados, cabecalho, COLUNAS_ORCAMENTO);
    const linha: LinhaOrcamento = {
      linha: dados.numero,
      nif: leitor.nif('nif'),
      emitente: leitor.texto('emitente', 300),
      ...lerClassificacao(leitor),
      centroCusto_A: leitor.texto('centroCusto_A', 100),
      subrubrica_B: leitor.texto('subrubrica_B', 100),
      taxaIva: leitor.taxa('taxaIva') ?? 0,
      meses: MESES.map((mes) => leitor.montante(mes)),
    };
    if (leitor.problemas.length > 0) issues.push(...problemasDaLinha(linha.linha, leitor.problemas));
    else rows.push(linha);
  }
  return { ano, rows, issues };
}
