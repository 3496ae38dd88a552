import { eurosToCents, formatDecimal, formatPtDate } from '@contas/core';
import type { ExtratoPendente, LinhaPlanilha } from '@contas/core/contrato';
import {
  type DocumentoParaAssociar,
  ordenarCandidatos,
  type PontuacaoCandidato,
} from '@contas/core/matching';
import { ApiError } from '../../lib/api-client';
import { rotuloDaLinha } from './guardar';

function dobrar(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt');
}

/** The pending statements whose description, bank, account, date or amount contain the text (accents and case ignored). */
export function filtrarExtratos(extratos: readonly ExtratoPendente[], termo: string): ExtratoPendente[] {
  const t = dobrar(termo.trim());
  if (t === '') return [...extratos];
  return extratos.filter((e) =>
    dobrar(
      [
        e.descricao,
        e.banco,
        e.conta,
        formatPtDate(e.dataMovimento),
        formatDecimal(e.valor, 2),
        e.tipoMovimento,
      ].join(' '),
    ).includes(t),
  );
}

/** A row offered a statement by hand: its id, how the dialog names it, and its document for the score. */
export interface LinhaParaAssociar {
  _id: string;
  rotulo: string;
  documento: DocumentoParaAssociar;
}

/** A spreadsheet row as the association dialog needs it. */
export function linhaParaAssociar(linha: LinhaPlanilha): LinhaParaAssociar {
  const fatura = linha.fatura;
  return {
    _id: linha._id,
    rotulo: rotuloDaLinha(linha),
    documento: {
      totalCents: typeof fatura?.total === 'number' ? eurosToCents(fatura.total) : null,
      data: fatura?.dataEmissao ?? linha.dataPagamento ?? null,
      nif: fatura?.nif ?? null,
      emitente: fatura?.emitente ?? null,
      numero: fatura?.numeroFatura ?? null,
    },
  };
}

export interface CandidatoExtrato {
  extrato: ExtratoPendente;
  pontuacao: PontuacaoCandidato;
}

/**
 * The likeliest statements for a row first, by the score of core (amount, name or NIF, date, reference), each
 * with its score and its difference to the document.
 */
export function ordenarExtratosParaLinha(
  extratos: readonly ExtratoPendente[],
  documento: DocumentoParaAssociar,
): CandidatoExtrato[] {
  const movimentos = extratos.map((extrato) => ({
    extrato,
    valorCents: eurosToCents(extrato.valor),
    data: extrato.dataMovimento,
    descricao: extrato.descricao,
  }));
  return ordenarCandidatos(documento, movimentos).map(({ movimento, pontuacao }) => ({
    extrato: movimento.extrato,
    pontuacao,
  }));
}

/** The 409 of a link whose amounts differ: the server's question, to confirm or cancel. */
export function diferencaPorConfirmar(erro: unknown): string | undefined {
  if (!(erro instanceof ApiError) || erro.status !== 409) return undefined;
  const detalhes = (erro.data as { detalhes?: { codigo?: unknown } } | undefined)?.detalhes;
  return detalhes?.codigo === 'diferenca-por-confirmar' ? erro.message : undefined;
}
