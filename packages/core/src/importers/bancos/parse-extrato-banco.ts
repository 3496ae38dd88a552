import type { IsoDate } from '../../dates/dates';
import type { Cents } from '../../money/money';
import { normalizarCabecalho } from '../decode';
import {
  type Celula,
  detetarOrdemData,
  LINHAS_ATE_CABECALHO,
  type LinhaTabela,
  type OrdemData,
  semMontante,
  type Tabela,
  textoCelula,
} from '../tabela/tabela';
import type { MovimentoBancario, Problema, ResultadoExtrato, ResumoExtrato } from '../tipos';
import { type LayoutBanco, type MapaColunas, mapearColunas, periodoDoPreambulo } from './base';
import { LAYOUTS_BANCOS } from './registo';

interface Cabecalho {
  tabela: Tabela;
  /** Index in tabela.linhas of the header row. */
  indice: number;
  layout: LayoutBanco;
  mapa: MapaColunas;
}

/** Sheet name and preamble as one normalised text, where a bank's own words are looked for. */
function textoDoPreambulo(tabela: Tabela, indiceCabecalho: number): string {
  return [
    tabela.folha ?? '',
    ...tabela.linhas.slice(0, indiceCabecalho).flatMap((l) => l.celulas.map(textoCelula)),
  ]
    .map(normalizarCabecalho)
    .join(' ');
}

/**
 * Finds the header row by its content within the first rows of each sheet, against every
 * layout; the best-explained header wins, a bank's own words in the preamble break ties.
 */
function encontrarCabecalho(tabelas: readonly Tabela[]): Cabecalho | undefined {
  let melhor: (Cabecalho & { pontos: number }) | undefined;
  for (const tabela of tabelas) {
    tabela.linhas.slice(0, LINHAS_ATE_CABECALHO).forEach((linha, indice) => {
      const cabecalho = linha.celulas.map((c) => normalizarCabecalho(textoCelula(c)));
      for (const layout of LAYOUTS_BANCOS) {
        const encontrado = mapearColunas(layout, cabecalho);
        if (!encontrado) continue;
        const marcado = layout.marcas.some((m) => textoDoPreambulo(tabela, indice).includes(m));
        const pontos = encontrado.pontos + (marcado ? 1 : 0);
        if (!melhor || pontos > melhor.pontos) {
          melhor = { tabela, indice, layout, mapa: encontrado.mapa, pontos };
        }
      }
    });
  }
  return melhor;
}

/** A date cell that was meant as a date (starts with a digit) but is not one is an error. */
function pareceData(celula: Celula): boolean {
  return typeof celula === 'number' || celula instanceof Date || /^\s*\d/.test(celula ?? '');
}

function celula(linha: LinhaTabela, indice: number | undefined): Celula {
  return indice === undefined ? undefined : linha.celulas[indice];
}

type Leitura<T> = { valor: T } | { motivo: string };

function lerValor(linha: LinhaTabela, mapa: MapaColunas, layout: LayoutBanco): Leitura<Cents> {
  const ler = (i: number | undefined, nome: string): Leitura<Cents | undefined> => {
    const texto = textoCelula(celula(linha, i));
    if (semMontante(texto)) return { valor: undefined };
    const v = layout.lerMontante(celula(linha, i));
    return v === undefined ? { motivo: `${nome} inválido: "${texto}".` } : { valor: v };
  };
  if (mapa.debito !== undefined && mapa.credito !== undefined) {
    const debito = ler(mapa.debito, 'Débito');
    if ('motivo' in debito) return debito;
    const credito = ler(mapa.credito, 'Crédito');
    if ('motivo' in credito) return credito;
    if (debito.valor === undefined && credito.valor === undefined)
      return { motivo: 'Débito e crédito vazios.' };
    if (debito.valor && credito.valor) return { motivo: 'Débito e crédito preenchidos na mesma linha.' };
    return { valor: Math.abs(credito.valor ?? 0) - Math.abs(debito.valor ?? 0) };
  }
  const montante = ler(mapa.valor, 'Montante');
  if ('motivo' in montante) return montante;
  if (montante.valor === undefined) return { motivo: 'Montante em falta.' };
  if (mapa.natureza === undefined) return { valor: montante.valor };
  const flag = textoCelula(celula(linha, mapa.natureza));
  const sinal = layout.lerNatureza(flag);
  if (sinal === undefined)
    return { motivo: `Indicador de débito/crédito inválido: "${flag}" (esperava C ou D).` };
  return { valor: sinal * Math.abs(montante.valor) };
}

function lerMovimento(
  linha: LinhaTabela,
  cab: Cabecalho,
  ordem: OrdemData,
  sinal: 1 | -1,
  conta: string | undefined,
): MovimentoBancario | Problema | undefined {
  const { layout, mapa } = cab;
  const problema = (motivo: string): Problema => ({ linha: linha.numero, motivo });
  const celulaData = celula(linha, mapa.dataMovimento);
  const dataMovimento = layout.lerData(celulaData, ordem);
  if (!dataMovimento) {
    // Rows without a date are subtotals, footers or wrapped details, not movements.
    return pareceData(celulaData)
      ? problema(`Data do movimento inválida: "${textoCelula(celulaData)}".`)
      : undefined;
  }
  let dataValor: IsoDate | undefined;
  const celulaDataValor = celula(linha, mapa.dataValor);
  if (!semMontante(textoCelula(celulaDataValor))) {
    dataValor = layout.lerData(celulaDataValor, ordem);
    if (!dataValor) return problema(`Data valor inválida: "${textoCelula(celulaDataValor)}".`);
  }
  const valor = lerValor(linha, mapa, layout);
  if ('motivo' in valor) return problema(valor.motivo);
  let saldoCents: Cents | undefined;
  const textoSaldo = textoCelula(celula(linha, mapa.saldo));
  if (!semMontante(textoSaldo)) {
    saldoCents = layout.lerMontante(celula(linha, mapa.saldo));
    if (saldoCents === undefined) return problema(`Saldo inválido: "${textoSaldo}".`);
  }
  const movimento: MovimentoBancario = {
    banco: layout.banco,
    dataMovimento,
    descricao: mapa.descricao
      .map((i) => textoCelula(linha.celulas[i]))
      .filter((t) => t !== '')
      .join(' '),
    valorCents: sinal * valor.valor || 0,
    referencias: [],
    estorno: false,
    linha: linha.numero,
  };
  if (conta) movimento.conta = conta;
  if (dataValor) movimento.dataValor = dataValor;
  if (saldoCents !== undefined) movimento.saldoCents = saldoCents;
  return movimento;
}

/**
 * Opening and closing balance from the running balances: files come newest or oldest first,
 * told apart by which way the balances chain (dates when a chain cannot tell).
 */
export function saldosDasLinhas(
  rows: readonly MovimentoBancario[],
): Pick<ResumoExtrato, 'saldoInicialCents' | 'saldoFinalCents'> {
  const primeiro = rows[0];
  const ultimo = rows[rows.length - 1];
  if (!primeiro || !ultimo || rows.some((r) => r.saldoCents === undefined)) return {};
  let ascendente = 0;
  let descendente = 0;
  for (let i = 1; i < rows.length; i++) {
    const antes = rows[i - 1] as MovimentoBancario;
    const agora = rows[i] as MovimentoBancario;
    if (agora.saldoCents === (antes.saldoCents as Cents) + agora.valorCents) ascendente++;
    if (antes.saldoCents === (agora.saldoCents as Cents) + antes.valorCents) descendente++;
  }
  const maisRecentePrimeiro =
    descendente !== ascendente ? descendente > ascendente : primeiro.dataMovimento > ultimo.dataMovimento;
  const [maisAntigo, maisRecente] = maisRecentePrimeiro ? [ultimo, primeiro] : [primeiro, ultimo];
  return {
    saldoInicialCents: (maisAntigo.saldoCents as Cents) - maisAntigo.valorCents,
    saldoFinalCents: maisRecente.saldoCents as Cents,
  };
}

/**
 * Reads a bank's CSV or XLSX export already split into cells. Undefined when no sheet has a
 * header of a known bank; otherwise every movement, and an issue for each line it cannot read.
 */
export function parseExtratoTabela(
  tabelas: readonly Tabela[],
  tipoFicheiro: 'CSV' | 'XLSX',
): ResultadoExtrato | undefined {
  const cab = encontrarCabecalho(tabelas);
  if (!cab) return undefined;
  const { layout, mapa, tabela, indice } = cab;
  const preambulo = tabela.linhas.slice(0, indice);
  const dados = tabela.linhas.slice(indice + 1);
  const ordem = detetarOrdemData(
    dados.flatMap((l) => [
      textoCelula(celula(l, mapa.dataMovimento)),
      textoCelula(celula(l, mapa.dataValor)),
    ]),
  );
  const sinal = layout.sinalInvertido(textoDoPreambulo(tabela, indice)) ? -1 : 1;
  const conta = layout.extrairConta(preambulo);
  const rows: MovimentoBancario[] = [];
  const issues: Problema[] = [];
  for (const linha of dados) {
    if (linha.celulas.every((c) => textoCelula(c).trim() === '')) continue;
    // Normalising every cell of every line is costly at 100 000 lines: only layouts with detail rows pay it.
    if (layout.linhaDeDetalhe?.(linha.celulas.map((c) => normalizarCabecalho(textoCelula(c))))) continue;
    const lido = lerMovimento(linha, cab, ordem, sinal, conta);
    if (lido === undefined) continue;
    if ('motivo' in lido) issues.push(lido);
    else rows.push(lido);
  }
  const datas = rows.map((r) => r.dataMovimento).sort();
  const periodo = periodoDoPreambulo(preambulo, (c) => layout.lerData(c, ordem));
  const dataInicio = periodo.dataInicio ?? datas[0];
  const dataFim = periodo.dataFim ?? datas[datas.length - 1];
  const resumo: ResumoExtrato = {
    banco: layout.banco,
    ...(conta && { conta }),
    ...saldosDasLinhas(rows),
    ...(dataInicio && { dataInicio }),
    ...(dataFim && { dataFim }),
  };
  return { formato: `${layout.banco} (${tipoFicheiro})`, rows, issues, extratos: [resumo] };
}
