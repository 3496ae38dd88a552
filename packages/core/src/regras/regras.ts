import type { Cents } from '../money/money';
import { SEM_CATEGORIA_A, SEM_SUBCATEGORIA_A } from '../taxonomy/categoria-a';
import { SEM_CATEGORIA_B, SEM_RUBRICA_B, SEM_SUBCATEGORIA_B } from '../taxonomy/categoria-b';
import { type Classificacao, validateClassificacao } from '../taxonomy/classificacao';

/**
 * Regras de categorização: "when the NIF, the emitente or the descritivo contains …, optionally with an
 * amount range and a sign, set these classification fields". A company writes its own; the starter set
 * (`regras-base.ts`) serves every company. Pure: rows and rules in, the changes out.
 */

/** Where a rule looks: the NIF, the issuer, the bank text, or either of the last two. */
export type CampoRegra = 'nif' | 'emitente' | 'descritivo' | 'texto';
export const CAMPOS_REGRA: readonly CampoRegra[] = ['nif', 'emitente', 'descritivo', 'texto'];

/** Money in (a sale, a credit) or out (a purchase, a debit), from the sign of the row's amount. */
export type SinalRegra = 'entrada' | 'saida';

export interface CondicaoTexto {
  campo: CampoRegra;
  texto: string;
  sinal?: SinalRegra | null;
  /** Bounds of the amount without its sign, inclusive. */
  valorMinimoCents?: Cents | null;
  valorMaximoCents?: Cents | null;
}

/** Only the starter set uses it: a sales invoice the company itself issued (e-fatura issuer export). */
export interface CondicaoFaturaEmitida {
  campo: 'faturaEmitida';
}

export type CondicaoRegra = CondicaoTexto | CondicaoFaturaEmitida;

/** The fields a rule sets: the spreadsheet's classification without Tipologia. */
export type ClassificacaoRegra = Pick<
  Classificacao,
  'categoria_A' | 'subcategoria_A' | 'gasto' | 'categoria_B' | 'subcategoria_B' | 'rubrica_B'
>;

export const CAMPOS_CLASSIFICACAO_REGRA: readonly (keyof ClassificacaoRegra)[] = [
  'categoria_A',
  'subcategoria_A',
  'gasto',
  'categoria_B',
  'subcategoria_B',
  'rubrica_B',
];

export type OrigemRegra = 'empresa' | 'base';

/** A rule ready to be matched: any of its conditions is enough. */
export interface Regra {
  origem: OrigemRegra;
  id: string;
  condicoes: readonly CondicaoRegra[];
  classificacao: ClassificacaoRegra;
}

/** What a rule reads of a spreadsheet row. `valorCents` is the invoice total, else the bank amount. */
export interface LinhaParaRegras {
  nif: string | null;
  emitente: string | null;
  descritivo: string | null;
  valorCents: Cents | null;
  lado: 'compra' | 'venda' | null;
}

/** Accents, case and punctuation aside, as words: 'Águas de Lisboa, S.A.' → 'aguas de lisboa s a'. */
export function dobrarTexto(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((p) => p !== '')
    .join(' ');
}

/** Whole words only: 'bp' is in 'COMPRA BP AREA', not in 'BPI'; 'nos' is not in 'NOSSA'. */
function contemPalavras(alvo: string, procurado: string): boolean {
  return procurado !== '' && ` ${alvo} `.includes(` ${procurado} `);
}

interface CondicaoPreparada {
  condicao: CondicaoRegra;
  procurado: string;
}

export interface RegraPreparada {
  regra: Regra;
  condicoes: readonly CondicaoPreparada[];
}

/** Folds each rule's texts once, for matching many rows. Keeps the order given: it is the precedence. */
export function prepararRegras(regras: readonly Regra[]): RegraPreparada[] {
  return regras.map((regra) => ({
    regra,
    condicoes: regra.condicoes.map((condicao) => ({
      condicao,
      procurado: condicao.campo === 'faturaEmitida' ? '' : dobrarTexto(condicao.texto),
    })),
  }));
}

interface LinhaDobrada {
  linha: LinhaParaRegras;
  nif: string;
  emitente: string;
  descritivo: string;
}

function dobrarLinha(linha: LinhaParaRegras): LinhaDobrada {
  return {
    linha,
    nif: (linha.nif ?? '').trim(),
    emitente: dobrarTexto(linha.emitente ?? ''),
    descritivo: dobrarTexto(linha.descritivo ?? ''),
  };
}

function valorServe(condicao: CondicaoTexto, valorCents: Cents | null): boolean {
  const { sinal, valorMinimoCents: minimo, valorMaximoCents: maximo } = condicao;
  if (!sinal && minimo == null && maximo == null) return true;
  if (valorCents === null) return false;
  if (sinal === 'entrada' && valorCents <= 0) return false;
  if (sinal === 'saida' && valorCents >= 0) return false;
  const absoluto = Math.abs(valorCents);
  return (minimo == null || absoluto >= minimo) && (maximo == null || absoluto <= maximo);
}

function condicaoServe({ condicao, procurado }: CondicaoPreparada, l: LinhaDobrada): boolean {
  if (condicao.campo === 'faturaEmitida') return l.linha.lado === 'venda';
  if (!valorServe(condicao, l.linha.valorCents)) return false;
  switch (condicao.campo) {
    // A bank line often carries the supplier's NIF in its text ('TRF P/O DOCE FICTICIO 592680860').
    case 'nif':
      return l.nif === procurado || contemPalavras(l.descritivo, procurado);
    case 'emitente':
      return contemPalavras(l.emitente, procurado);
    case 'descritivo':
      return contemPalavras(l.descritivo, procurado);
    case 'texto':
      return contemPalavras(l.emitente, procurado) || contemPalavras(l.descritivo, procurado);
  }
}

/** The first rule (in the order given) that a row meets, whatever it would change. */
export function regraDaLinha(linha: LinhaParaRegras, regras: readonly RegraPreparada[]): Regra | undefined {
  const l = dobrarLinha(linha);
  return regras.find((r) => r.condicoes.some((c) => condicaoServe(c, l)))?.regra;
}

const A_LIVRE = (c: Classificacao) =>
  c.categoria_A === SEM_CATEGORIA_A && c.subcategoria_A === SEM_SUBCATEGORIA_A;
const B_LIVRE = (c: Classificacao) =>
  c.categoria_B === SEM_CATEGORIA_B &&
  c.subcategoria_B === SEM_SUBCATEGORIA_B &&
  c.rubrica_B === SEM_RUBRICA_B;

/** Whether a row still waits for a Categoria A or a Categoria B ('Por classificar'). */
export function porClassificar(c: Classificacao): boolean {
  return c.categoria_A === SEM_CATEGORIA_A || c.categoria_B === SEM_CATEGORIA_B;
}

/**
 * What a rule writes on a row: each half it sets (Categoria A with its Subcategoria and Gasto; Categoria B
 * with its Subcategoria and Rúbrica) only where that half is still untouched, so what a person chose stays.
 * The Gasto only replaces 'N/A'. Undefined when nothing would change.
 */
export function mudancasDaRegra(
  atual: Classificacao,
  regra: ClassificacaoRegra,
): Partial<Classificacao> | undefined {
  const mudancas: Partial<Classificacao> = {};
  if (regra.categoria_A !== SEM_CATEGORIA_A && A_LIVRE(atual)) {
    mudancas.categoria_A = regra.categoria_A;
    if (regra.subcategoria_A !== atual.subcategoria_A) mudancas.subcategoria_A = regra.subcategoria_A;
    if (atual.gasto === 'N/A' && regra.gasto !== 'N/A') mudancas.gasto = regra.gasto;
  }
  if (regra.categoria_B !== SEM_CATEGORIA_B && B_LIVRE(atual)) {
    mudancas.categoria_B = regra.categoria_B;
    mudancas.subcategoria_B = regra.subcategoria_B;
    mudancas.rubrica_B = regra.rubrica_B;
  }
  return Object.keys(mudancas).length > 0 ? mudancas : undefined;
}

export interface AplicacaoDeRegra<T> {
  linha: T;
  regra: Regra;
  mudancas: Partial<Classificacao>;
}

/**
 * Classifies rows by rules: each row takes the first rule (in the order given) that it meets and that has
 * something to write on it. Rows no rule changes are left out of the answer.
 */
export function aplicarRegras<T extends { linha: LinhaParaRegras; classificacao: Classificacao }>(
  linhas: readonly T[],
  regras: readonly RegraPreparada[],
): AplicacaoDeRegra<T>[] {
  const aplicadas: AplicacaoDeRegra<T>[] = [];
  for (const item of linhas) {
    const l = dobrarLinha(item.linha);
    for (const r of regras) {
      if (!r.condicoes.some((c) => condicaoServe(c, l))) continue;
      const mudancas = mudancasDaRegra(item.classificacao, r.regra.classificacao);
      if (!mudancas) continue;
      aplicadas.push({ linha: item, regra: r.regra, mudancas });
      break;
    }
  }
  return aplicadas;
}

/** How specific a company rule is: a NIF first, then one bounded by sign or amount, then the longer text. */
function especificidade(c: CondicaoTexto): [number, number, number] {
  const limites =
    (c.sinal ? 1 : 0) + (c.valorMinimoCents != null ? 1 : 0) + (c.valorMaximoCents != null ? 1 : 0);
  return [c.campo === 'nif' ? 1 : 0, limites, dobrarTexto(c.texto).length];
}

/**
 * The precedence of a company's rules: the most specific first (see `especificidade`), then the older.
 * A company's rules come before the starter set's, whose order is its list's.
 */
export function ordenarRegrasDaEmpresa<T extends { condicao: CondicaoTexto; criadaEm: string }>(
  regras: readonly T[],
): T[] {
  return [...regras].sort((a, b) => {
    const [x, y] = [especificidade(a.condicao), especificidade(b.condicao)];
    for (let i = 0; i < x.length; i++) {
      const diferenca = (y[i] as number) - (x[i] as number);
      if (diferenca !== 0) return diferenca;
    }
    return a.criadaEm < b.criadaEm ? -1 : a.criadaEm > b.criadaEm ? 1 : 0;
  });
}

export interface ErroRegra {
  campo: string;
  message: string;
}

const MAXIMO_TEXTO = 200;

/** A company rule's condition, in Portuguese when it is not usable. */
export function validarCondicao(c: CondicaoTexto): ErroRegra | undefined {
  const texto = c.texto.trim();
  if (texto === '') return { campo: 'texto', message: 'Escreva o texto que a linha deve conter.' };
  if (texto.length > MAXIMO_TEXTO)
    return { campo: 'texto', message: `O texto da regra não pode ter mais de ${MAXIMO_TEXTO} caracteres.` };
  if (c.campo === 'nif' && !/^\d{9}$/.test(texto))
    return { campo: 'texto', message: 'O NIF deve conter exatamente 9 números.' };
  if (dobrarTexto(texto) === '')
    return { campo: 'texto', message: 'O texto da regra tem de ter letras ou algarismos.' };
  for (const [campo, valor] of [
    ['valorMinimo', c.valorMinimoCents],
    ['valorMaximo', c.valorMaximoCents],
  ] as const) {
    if (valor != null && (!Number.isSafeInteger(valor) || valor < 0))
      return { campo, message: 'Os valores da regra são montantes sem sinal: o sinal escolhe-se à parte.' };
  }
  if (c.valorMinimoCents != null && c.valorMaximoCents != null && c.valorMinimoCents > c.valorMaximoCents)
    return { campo: 'valorMaximo', message: 'O valor máximo não pode ser menor do que o valor mínimo.' };
  return undefined;
}

/**
 * A rule's fields must be a combination the spreadsheet accepts (the taxonomy's dependent lists), and a half
 * without its category sets nothing else: a Subcategoria A or a Gasto needs a Categoria A, a Subcategoria B or
 * a Rúbrica B a Categoria B. A rule sets at least one category.
 */
export function validarClassificacaoRegra(c: ClassificacaoRegra): ErroRegra | undefined {
  const erro = validateClassificacao(c);
  if (erro) return { campo: erro.field, message: erro.message };
  const semA = c.categoria_A === SEM_CATEGORIA_A;
  const semB = c.categoria_B === SEM_CATEGORIA_B;
  if (semA && semB)
    return { campo: 'categoria_A', message: 'A regra tem de definir a Categoria A ou a Categoria B.' };
  if (semA && (c.subcategoria_A !== SEM_SUBCATEGORIA_A || c.gasto !== 'N/A'))
    return { campo: 'categoria_A', message: 'Escolha a Categoria A da Subcategoria A e do Gasto.' };
  if (semB && (c.subcategoria_B !== SEM_SUBCATEGORIA_B || c.rubrica_B !== SEM_RUBRICA_B))
    return { campo: 'categoria_B', message: 'Escolha a Categoria B da Subcategoria B e da Rúbrica B.' };
  return undefined;
}
