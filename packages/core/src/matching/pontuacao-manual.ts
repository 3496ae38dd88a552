import { daysBetween, type IsoDate } from '../dates/dates';
import type { Cents } from '../money/money';
import {
  candidatosDeReferencia,
  formasCurtasDoNumero,
  normalizarNumero,
  palavrasDeNome,
} from './normalizacao';

/** The row a person links by hand: its document, as far as it has one. */
export interface DocumentoParaAssociar {
  totalCents: Cents | null;
  data: IsoDate | null;
  nif: string | null;
  /** The issuer's name, or 'NIF - Nome' as the spreadsheet keeps it. */
  emitente: string | null;
  numero: string | null;
}

/** A pending bank line offered for that row. */
export interface MovimentoCandidato {
  valorCents: Cents;
  data: IsoDate;
  descricao: string;
}

/** Each part of the score, 0 to its weight; `total` is their sum (0–100). */
export interface PontuacaoCandidato {
  total: number;
  valor: number;
  data: number;
  nome: number;
  referencia: number;
  /** Statement − document, in cents, ignoring signs (a payment is negative, its purchase too or not); null without a total. */
  diferencaCents: Cents | null;
}

/**
 * The weights: the amount says most, then who was paid (name or NIF), then when, then a quoted reference.
 * They add up to 100, so a score reads as a percentage.
 */
export const PESOS_ASSOCIACAO = { valor: 45, nome: 25, data: 20, referencia: 10 } as const;

/** Past this many days between document and payment the date says nothing. */
export const DIAS_SEM_PONTOS = 60;

/** Amounts within one cent are the same amount (rounding of the bank or the issuer). */
export const TOLERANCIA_DIFERENCA_CENTS = 1;

/** Whether linking with this difference needs the person's confirmation. */
export function diferencaPedeConfirmacao(diferencaCents: Cents | null): boolean {
  return diferencaCents !== null && Math.abs(diferencaCents) > TOLERANCIA_DIFERENCA_CENTS;
}

/** Amount: full weight within a cent, falling linearly to 0 at a difference as large as the total. */
function pontosValor(documento: DocumentoParaAssociar, m: MovimentoCandidato): number {
  if (documento.totalCents === null || documento.totalCents === 0) return 0;
  const total = Math.abs(documento.totalCents);
  const diferenca = Math.abs(Math.abs(m.valorCents) - total);
  if (diferenca <= TOLERANCIA_DIFERENCA_CENTS) return PESOS_ASSOCIACAO.valor;
  return PESOS_ASSOCIACAO.valor * Math.max(0, 1 - diferenca / total);
}

/** Date: full weight on the same day, falling linearly to 0 at DIAS_SEM_PONTOS days either way. */
function pontosData(documento: DocumentoParaAssociar, m: MovimentoCandidato): number {
  if (!documento.data) return 0;
  const dias = Math.abs(daysBetween(documento.data, m.data));
  return PESOS_ASSOCIACAO.data * Math.max(0, 1 - dias / DIAS_SEM_PONTOS);
}

/** The name without a leading 'NIF - ' (the spreadsheet's emitente). */
function nomeSemNif(emitente: string): string {
  return emitente.replace(/^\s*\d{9}\s*-\s*/, '');
}

/** Name or NIF: the NIF in the description is full weight; otherwise the share of the name's words found in it. */
function pontosNome(documento: DocumentoParaAssociar, m: MovimentoCandidato): number {
  const nif = documento.nif?.replace(/\D/g, '') ?? '';
  if (nif.length === 9 && m.descricao.replace(/\s/g, '').includes(nif)) return PESOS_ASSOCIACAO.nome;
  const palavras = [...new Set(palavrasDeNome(nomeSemNif(documento.emitente ?? '')))];
  if (palavras.length === 0) return 0;
  const descricao = palavrasDeNome(m.descricao);
  // Banks cut names short: a word of 3 letters or more that starts a name's word counts for it.
  const encontradas = palavras.filter((p) =>
    descricao.some((d) => d === p || (d.length >= 3 && p.startsWith(d))),
  ).length;
  return (PESOS_ASSOCIACAO.nome * encontradas) / palavras.length;
}

/** Reference: the document number (or its short forms) quoted in the description. */
function pontosReferencia(documento: DocumentoParaAssociar, m: MovimentoCandidato): number {
  if (!documento.numero?.trim()) return 0;
  const numero = normalizarNumero(documento.numero);
  const formas = new Set([numero, ...formasCurtasDoNumero(numero)]);
  return candidatosDeReferencia(m.descricao).some((c) => formas.has(c)) ? PESOS_ASSOCIACAO.referencia : 0;
}

const umaDecimal = (x: number) => Math.round(x * 10) / 10;

/** How well a pending bank line fits a row, part by part (each rounded to one decimal). */
export function pontuarCandidato(
  documento: DocumentoParaAssociar,
  movimento: MovimentoCandidato,
): PontuacaoCandidato {
  const valor = umaDecimal(pontosValor(documento, movimento));
  const data = umaDecimal(pontosData(documento, movimento));
  const nome = umaDecimal(pontosNome(documento, movimento));
  const referencia = umaDecimal(pontosReferencia(documento, movimento));
  return {
    total: umaDecimal(valor + data + nome + referencia),
    valor,
    data,
    nome,
    referencia,
    diferencaCents:
      documento.totalCents === null ? null : Math.abs(movimento.valorCents) - Math.abs(documento.totalCents),
  };
}

/**
 * The candidates best first: by score, then the smaller difference, then the closer date, then the newest
 * (a stable order for equal lines).
 */
export function ordenarCandidatos<M extends MovimentoCandidato>(
  documento: DocumentoParaAssociar,
  movimentos: readonly M[],
): { movimento: M; pontuacao: PontuacaoCandidato }[] {
  const dias = (m: M) => (documento.data ? Math.abs(daysBetween(documento.data, m.data)) : 0);
  return movimentos
    .map((movimento) => ({ movimento, pontuacao: pontuarCandidato(documento, movimento) }))
    .sort(
      (a, b) =>
        b.pontuacao.total - a.pontuacao.total ||
        Math.abs(a.pontuacao.diferencaCents ?? 0) - Math.abs(b.pontuacao.diferencaCents ?? 0) ||
        dias(a.movimento) - dias(b.movimento) ||
        b.movimento.data.localeCompare(a.movimento.data),
    );
}
