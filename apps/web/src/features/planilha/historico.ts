import { eurosToCents, formatEuros, formatPtDate, isIsoDate, lisbonParts } from '@contas/core';
import type { LojaOpcao } from './campos';
import { DEFINICAO_CAMPOS } from './campos';
import { campoDaApi } from './mudancas-api';

/** An instant of the history in Lisbon time: 'dd/mm/aaaa hh:mm'. */
export function formatarInstante(iso: string): string {
  const instante = new Date(iso);
  if (Number.isNaN(instante.getTime())) return iso;
  const { date, hour, minute } = lisbonParts(instante);
  return `${formatPtDate(date)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Fields the history names that are not columns of the grid. */
const OUTROS_CAMPOS: Readonly<Record<string, string>> = {
  'extrato.dataMovimento': 'Data Movimento',
  statusCorrespondencia: 'Estado',
  movimentos: 'Extrato',
  linhaDeFatura: 'Linha de fatura',
};

/** The column title of a field the history names, or the name itself. */
export function tituloDoCampoHistorico(campo: string | null): string {
  if (!campo) return '';
  const coluna = campoDaApi(campo);
  return coluna ? DEFINICAO_CAMPOS[coluna].titulo : (OUTROS_CAMPOS[campo] ?? campo);
}

/**
 * A value before or after a change, as the grid would show it: amounts in euros, dates dd/mm/aaaa,
 * a store by its name. A whole row (a creation, a removal) is summed up by the action alone.
 */
export function formatarValorHistorico(
  campo: string | null,
  valor: unknown,
  lojas: readonly LojaOpcao[] = [],
): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  const coluna = campoDaApi(campo ?? undefined);
  if (typeof valor === 'number') {
    return coluna && DEFINICAO_CAMPOS[coluna].tipo === 'montante'
      ? formatEuros(eurosToCents(valor))
      : String(valor);
  }
  if (typeof valor === 'string') {
    if (coluna === 'unidadeNegocio') return lojas.find((l) => l._id === valor)?.nome ?? valor;
    return isIsoDate(valor) ? formatPtDate(valor) : valor;
  }
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (Array.isArray(valor)) return valor.length === 1 ? '1 movimento' : `${valor.length} movimentos`;
  return campo === null ? '—' : JSON.stringify(valor);
}

const ACOES: Readonly<Record<string, string>> = {
  criar: 'Criada',
  criada: 'Criada',
  criacao: 'Criada',
  importar: 'Importada',
  importada: 'Importada',
  importacao: 'Importada',
  editar: 'Alterada',
  alterar: 'Alterada',
  alteracao: 'Alterada',
  atualizar: 'Alterada',
  duplicar: 'Duplicada',
  duplicada: 'Duplicada',
  associar: 'Extrato associado',
  associacao: 'Extrato associado',
  desassociar: 'Extrato desassociado',
  desassociacao: 'Extrato desassociado',
  categorizar: 'Categorizada automaticamente',
  categorizacao: 'Categorizada automaticamente',
  categorizacaoautomatica: 'Categorizada automaticamente',
  revertercategorizacao: 'Categorização automática desfeita',
  eliminar: 'Removida',
  remover: 'Removida',
  correspondencia: 'Correspondência automática',
};

/** The action of a history entry in words. */
export function descreverAcao(acao: string): string {
  const chave = acao
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return ACOES[chave] ?? acao;
}
