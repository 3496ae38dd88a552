import type { IsoDate } from '../../dates/dates';
import { encontrarCabecalho } from '../../modelos/cabecalho';
import {
  type ChaveColunaPlanilhaCompleta,
  COLUNAS_PLANILHA_COMPLETA,
  MODELO_XLSX_PLANILHA_COMPLETA,
} from '../../modelos/colunas';
import { LeitorLinha, lerClassificacao } from '../../modelos/ler-linha';
import { lerLivroModelo } from '../../modelos/ler-livro';
import { LISTAS } from '../../modelos/listas';
import { problemasDaLinha, type ResultadoModelo, resultadoDeFalha } from '../../modelos/resultado';
import { type Cents, formatEuros } from '../../money/money';
import type { Classificacao } from '../../taxonomy/classificacao';
import { isTipoMovimento, type TipoMovimento } from '../../taxonomy/opcoes';
import { linhaVazia } from '../tabela/tabela';
import type { Problema } from '../tipos';

export const MODELO_PLANILHA_COMPLETA = MODELO_XLSX_PLANILHA_COMPLETA.nome;

/** One line of the Planilha Completa template: a ledger row. Empty cells are null; amounts signed. */
export interface LinhaPlanilhaCompleta extends Classificacao {
  /** Row of the sheet. */
  linha: number;
  nif: string | null;
  emitente: string | null;
  numeroFatura: string | null;
  descritivo: string | null;
  dataEmissao: IsoDate | null;
  dataPagamento: IsoDate | null;
  baseCents: Cents | null;
  ivaCents: Cents | null;
  totalCents: Cents | null;
  extratoValorCents: Cents | null;
  tipoMovimento: TipoMovimento | null;
}

type Leitor = LeitorLinha<ChaveColunaPlanilhaCompleta>;

function lerTipoMovimento(leitor: Leitor, extratoValorCents: Cents | null): TipoMovimento | null {
  const escrito = leitor.opcao('tipoMovimento', LISTAS['tipo-movimento'].valores);
  if (escrito !== null && !isTipoMovimento(escrito)) {
    leitor.erro('tipoMovimento', `"${escrito}" não é Entrada nem Saída.`);
    return null;
  }
  if (extratoValorCents === null) return escrito;
  const peloSinal: TipoMovimento = extratoValorCents < 0 ? 'Saída' : 'Entrada';
  if (escrito !== null && extratoValorCents !== 0 && escrito !== peloSinal) {
    leitor.erro(
      'tipoMovimento',
      `"${escrito}" não condiz com o Valor Extrato ${formatEuros(extratoValorCents)} (entradas positivas, saídas negativas).`,
    );
  }
  return escrito ?? peloSinal;
}

function lerLinha(leitor: Leitor): LinhaPlanilhaCompleta {
  // Read in column order, so that a line's problems come in the order of its cells.
  const nif = leitor.nif('nif');
  const emitente = leitor.texto('emitente', 300);
  const numeroFatura = leitor.texto('numeroFatura', 100);
  const descritivo = leitor.texto('descritivo', 500);
  const dataEmissao = leitor.data('dataEmissao');
  const dataPagamento = leitor.data('dataPagamento');
  const baseCents = leitor.montante('base');
  const ivaCents = leitor.montante('iva');
  const totalCents = leitor.montante('total');
  const extratoValorCents = leitor.montante('extratoValor');
  const linha: LinhaPlanilhaCompleta = {
    linha: leitor.numero,
    nif,
    emitente,
    numeroFatura,
    descritivo,
    dataEmissao,
    dataPagamento,
    baseCents,
    ivaCents,
    totalCents,
    extratoValorCents,
    tipoMovimento: lerTipoMovimento(leitor, extratoValorCents),
    ...lerClassificacao(leitor),
  };
  if (baseCents !== null && ivaCents !== null && totalCents !== null && baseCents + ivaCents !== totalCents) {
    leitor.erro(
      'total',
      `a Base Tributável mais o IVA dá ${formatEuros(baseCents + ivaCents)}, não ${formatEuros(totalCents)}.`,
    );
  }
  if (leitor.vazia('dataPagamento')) {
    if (extratoValorCents !== null)
      leitor.erro('dataPagamento', 'em falta: um Valor Extrato precisa da data do movimento.');
    else if (leitor.vazia('dataEmissao'))
      leitor.problemas.push('Linha sem data: preencha a Data Emissão ou a Data Pagamento.');
  }
  if (leitor.vazia('total') && leitor.vazia('base') && leitor.vazia('extratoValor')) {
    leitor.problemas.push('Linha sem valores: preencha o Total (ou a Base Tributável) ou o Valor Extrato.');
  }
  return linha;
}

/**
 * Reads a filled Planilha Completa template (header found by content, blank rows skipped). Each
 * problem names its row and column; a row with any problem is left out. A document (NIF + Nº Fatura)
 * written twice is reported on its second row. Never throws.
 */
export async function parsePlanilhaCompleta(
  bytes: Uint8Array,
): Promise<ResultadoModelo<LinhaPlanilhaCompleta>> {
  const livro = await lerLivroModelo(bytes, MODELO_PLANILHA_COMPLETA);
  if ('falha' in livro) return resultadoDeFalha(livro.falha);
  const cabecalho = encontrarCabecalho(livro.folhas, MODELO_XLSX_PLANILHA_COMPLETA);
  if ('falha' in cabecalho) return resultadoDeFalha(cabecalho.falha);

  const rows: LinhaPlanilhaCompleta[] = [];
  const issues: Problema[] = [];
  const documentos = new Map<string, number>();
  for (const dados of cabecalho.tabela.linhas.slice(cabecalho.indice + 1)) {
    if (linhaVazia(dados.celulas)) continue;
    const leitor: Leitor = new LeitorLinha(dados, cabecalho, COLUNAS_PLANILHA_COMPLETA);
    const linha = lerLinha(leitor);
    if (linha.nif !== null && linha.numeroFatura !== null) {
      const chave = `${linha.nif}|${linha.numeroFatura}`;
      const anterior = documentos.get(chave);
      if (anterior !== undefined) {
        leitor.problemas.push(
          `Documento repetido: o NIF ${linha.nif} com o Nº Fatura ${linha.numeroFatura} já está na linha ${anterior}.`,
        );
      } else if (leitor.problemas.length === 0) documentos.set(chave, linha.linha);
    }
    if (leitor.problemas.length > 0) {
      issues.push(...problemasDaLinha(linha.linha, leitor.problemas));
    } else rows.push(linha);
  }
  return { rows, issues };
}

/**
 * How a row without a document (no NIF or no Nº Fatura) is known again on a later import: by its
 * content, classification aside (a re-import may reclassify it). Identical rows of one file get
 * '#2', '#3'… so they stay distinct while the same file still maps onto the same keys. Rows with a
 * document answer null: the document is their key.
 */
export function chavesDeConteudo(rows: readonly LinhaPlanilhaCompleta[]): (string | null)[] {
  const vezes = new Map<string, number>();
  return rows.map((r) => {
    if (r.nif !== null && r.numeroFatura !== null) return null;
    const chave = JSON.stringify([
      r.nif,
      r.emitente,
      r.numeroFatura,
      r.descritivo,
      r.dataEmissao,
      r.dataPagamento,
      r.baseCents,
      r.ivaCents,
      r.totalCents,
      r.extratoValorCents,
      r.tipoMovimento,
    ]);
    const n = (vezes.get(chave) ?? 0) + 1;
    vezes.set(chave, n);
    return n === 1 ? chave : `${chave}#${n}`;
  });
}
