import {
  COLUNAS_PLANILHA,
  type ColunaPlanilha,
  GASTOS,
  OPCOES_CATEGORIA_A,
  OPCOES_CATEGORIA_B,
  opcoesRubricaB,
  opcoesSubcategoriaA,
  opcoesSubcategoriaB,
  TIPOLOGIAS,
  TIPOS_MOVIMENTO,
} from '@contas/core';
import type { LinhaPlanilha, LojaDaEmpresa } from '@contas/core/contrato';

/** The spreadsheet's data columns in screen order; each is also the server's `sortBy` key (core's list). */
export const CAMPOS = COLUNAS_PLANILHA;

export type Campo = ColunaPlanilha;

/** A store the store cell may name: what the cell needs of the company's stores. */
export type LojaOpcao = Pick<LojaDaEmpresa, '_id' | 'nome'>;

/**
 * texto / montante (euros) / data ('YYYY-MM-DD') are typed in; lista is a dropdown of the
 * taxonomy; loja names a shop (the value is the shop's id); movimento is Entrada/Saída.
 */
export type TipoCampo = 'texto' | 'montante' | 'data' | 'lista' | 'loja' | 'movimento';

/**
 * Who may change a field (SPEC §4 "Editable fields"): the invoice and statement parts only on
 * manual rows of their creator; the classification (dates, categories, tipologia, gasto, shop,
 * movement type) on any row.
 */
export type GrupoCampo = 'fatura' | 'extrato' | 'classificacao';

export interface DefinicaoCampo {
  titulo: string;
  tipo: TipoCampo;
  grupo: GrupoCampo;
}

export const DEFINICAO_CAMPOS: Readonly<Record<Campo, DefinicaoCampo>> = {
  nif: { titulo: 'NIF', tipo: 'texto', grupo: 'fatura' },
  emitente: { titulo: 'Emitente', tipo: 'texto', grupo: 'fatura' },
  numeroFatura: { titulo: 'Nº Fatura', tipo: 'texto', grupo: 'fatura' },
  descritivo: { titulo: 'Descritivo', tipo: 'texto', grupo: 'extrato' },
  dataEmissao: { titulo: 'Data Emissão', tipo: 'data', grupo: 'fatura' },
  dataPagamento: { titulo: 'Data Pagamento', tipo: 'data', grupo: 'classificacao' },
  baseTributavel: { titulo: 'Base Tributável', tipo: 'montante', grupo: 'fatura' },
  iva: { titulo: 'IVA', tipo: 'montante', grupo: 'fatura' },
  total: { titulo: 'Total', tipo: 'montante', grupo: 'fatura' },
  valorExtrato: { titulo: 'Valor Extrato', tipo: 'montante', grupo: 'extrato' },
  categoria_A: { titulo: 'Categoria A', tipo: 'lista', grupo: 'classificacao' },
  subcategoria_A: { titulo: 'Subcategoria A', tipo: 'lista', grupo: 'classificacao' },
  categoria_B: { titulo: 'Categoria B', tipo: 'lista', grupo: 'classificacao' },
  subcategoria_B: { titulo: 'Subcategoria B', tipo: 'lista', grupo: 'classificacao' },
  rubrica_B: { titulo: 'Rúbrica B', tipo: 'lista', grupo: 'classificacao' },
  tipologia: { titulo: 'Tipologia', tipo: 'lista', grupo: 'classificacao' },
  gasto: { titulo: 'Gasto', tipo: 'lista', grupo: 'classificacao' },
  cashFlow: { titulo: 'Cash Flow', tipo: 'movimento', grupo: 'classificacao' },
  unidadeNegocio: { titulo: 'Unidade de Negócio', tipo: 'loja', grupo: 'classificacao' },
};

export function isCampo(key: string): key is Campo {
  return Object.hasOwn(DEFINICAO_CAMPOS, key);
}

export type ValorCampo = string | number | null;

/** A row as the grid shows it: one flat value per column (the shop as its id). */
export type ValoresLinha = { readonly [C in Campo]: ValorCampo };

/** The flat values of a server row. */
export function valoresDaLinha(linha: LinhaPlanilha): ValoresLinha {
  const { fatura, extrato } = linha;
  return {
    nif: fatura?.nif ?? null,
    emitente: fatura?.emitente ?? null,
    numeroFatura: fatura?.numeroFatura ?? null,
    descritivo: extrato?.descricao ?? null,
    dataEmissao: fatura?.dataEmissao ?? null,
    dataPagamento: linha.dataPagamento,
    baseTributavel: fatura?.baseTributavel ?? null,
    iva: fatura?.iva ?? null,
    total: fatura?.total ?? null,
    valorExtrato: extrato?.valor ?? null,
    categoria_A: linha.categoria_A,
    subcategoria_A: linha.subcategoria_A,
    categoria_B: linha.categoria_B,
    subcategoria_B: linha.subcategoria_B,
    rubrica_B: linha.rubrica_B,
    tipologia: linha.tipologia,
    gasto: linha.gasto,
    cashFlow: extrato?.tipoMovimento ?? null,
    unidadeNegocio: linha.loja,
  };
}

/** A manual row of this user: the only kind whose invoice and statement parts, and actions, are theirs. */
export function isLinhaDoUtilizador(linha: LinhaPlanilha, userId: string | undefined): boolean {
  return linha.criadaManualmente && userId !== undefined && linha.criadoPor === userId;
}

export interface ContextoEdicao {
  /** The spreadsheet is in edit mode. */
  editando: boolean;
  /** The viewer's role may edit (admin, editor); a leitor never edits. */
  podeEditar: boolean;
  userId: string | undefined;
}

/** Statuses of a row settled by a bank line (its statement part comes from the bank). */
const ESTADOS_LIGADOS: ReadonlySet<string> = new Set(['Correspondido', 'Manual']);

/** A row settled by a bank line, by the matcher ('Correspondido') or by a person ('Manual'). */
export function isLigada(linha: LinhaPlanilha): boolean {
  return ESTADOS_LIGADOS.has(linha.statusCorrespondencia);
}

/** SPEC §4: a pending row without statement can take one; an annulled document cannot (it counts nowhere). */
export function podeAssociarExtrato(linha: LinhaPlanilha): boolean {
  return linha.statusCorrespondencia === 'Pendente' && linha.extrato === null && !linha.anulado;
}

/** SPEC §4: an invoice row settled by a bank line can let it go (a statement-only row is the bank line). */
export function podeDesassociarExtrato(linha: LinhaPlanilha): boolean {
  return linha.fatura !== null && linha.extrato !== null && isLigada(linha);
}

/**
 * Whether a cell may be edited now (SPEC §4 "Editable fields", §5), as the server decides it: the
 * classification (Data Pagamento, categories, tipologia, gasto, Cash Flow, store) on any row; the
 * invoice only on the user's own manual rows; the statement too, unless a bank line settles the
 * row (its description and amount are the bank's: disassociate first).
 */
export function podeEditarCampo(campo: Campo, linha: LinhaPlanilha, ctx: ContextoEdicao): boolean {
  if (!ctx.editando || !ctx.podeEditar) return false;
  const { grupo } = DEFINICAO_CAMPOS[campo];
  if (grupo === 'classificacao') return true;
  if (!isLinhaDoUtilizador(linha, ctx.userId)) return false;
  return grupo === 'fatura' || !isLigada(linha);
}

/** The choices of a dropdown cell, given the row's current values (dependent lists follow their parent). */
export function opcoesDoCampo(
  campo: Campo,
  valores: ValoresLinha,
  lojas: readonly LojaOpcao[],
): readonly { value: string; label: string }[] {
  const simples = (lista: readonly string[]) => lista.map((value) => ({ value, label: value }));
  switch (campo) {
    case 'categoria_A':
      return simples(OPCOES_CATEGORIA_A);
    case 'subcategoria_A':
      return simples(opcoesSubcategoriaA(String(valores.categoria_A ?? '')));
    case 'categoria_B':
      return simples(OPCOES_CATEGORIA_B);
    case 'subcategoria_B':
      return simples(opcoesSubcategoriaB(String(valores.categoria_B ?? '')));
    case 'rubrica_B':
      return simples(opcoesRubricaB(String(valores.subcategoria_B ?? '')));
    case 'tipologia':
      return simples(TIPOLOGIAS);
    case 'gasto':
      return simples(GASTOS);
    case 'cashFlow':
      return simples(TIPOS_MOVIMENTO);
    case 'unidadeNegocio':
      return lojas.map((loja) => ({ value: loja._id, label: loja.nome }));
    default:
      return [];
  }
}

/** The shop's name for the store cell: the company's list first, the row's own name as a fallback. */
export function nomeDaLoja(lojaId: ValorCampo, lojas: readonly LojaOpcao[], linha?: LinhaPlanilha): string {
  const loja = lojas.find((candidata) => candidata._id === lojaId);
  if (loja) return loja.nome;
  return linha && linha.loja === lojaId ? linha.lojaNome : '';
}
