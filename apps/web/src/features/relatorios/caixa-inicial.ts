import { eurosToCents, formatPtDate, lisbonToday, parsePtAmount } from '@contas/core';
import type { CaixaInicial, OrigemDaCaixaInicial } from '@contas/core/contrato';
import { TODAS_AS_LOJAS } from './selecao';

export const ORIGEM_LABELS: Record<OrigemDaCaixaInicial, string> = {
  extratos: 'Saldo dos extratos bancários',
  manual: 'Definida manualmente',
  'ano-anterior': 'Transitada do ano anterior',
};

export interface ResumoCaixaInicial {
  /** Cents. */
  cents: number;
  /** Where it comes from, as the badge says it. */
  origem: string;
  /** 'manual' when a person set it (then it can go back to the automatic value). */
  tipo: OrigemDaCaixaInicial | 'misto';
  /** Who set it and when, for a value set by hand. */
  detalhe?: string;
}

/**
 * What the cash-flow screen says about a year's opening cash: its amount and where it comes from.
 * For one store, that store's origin. For 'Todas as lojas', the bank balance when the statements
 * give it and no store was set by hand (the stores then add up to the bank), otherwise a mix.
 */
export function resumoCaixaInicial(resposta: CaixaInicial, lojaId: string): ResumoCaixaInicial {
  const cents = eurosToCents(resposta.valor);
  const loja = lojaId === TODAS_AS_LOJAS ? undefined : resposta.lojas.find((l) => l._id === lojaId);
  if (loja) {
    const manual = loja.origem === 'manual' ? loja.manual : null;
    const quem = manual?.atualizadoPor?.nome;
    const quando = manual ? formatPtDate(lisbonToday(new Date(manual.atualizadoEm))) : undefined;
    return {
      cents,
      origem: ORIGEM_LABELS[loja.origem] ?? ORIGEM_LABELS['ano-anterior'],
      tipo: loja.origem,
      ...(manual && { detalhe: quem ? `por ${quem} em ${quando}` : `em ${quando}` }),
    };
  }
  const origens = new Set(resposta.lojas.map((l) => l.origem));
  if (origens.has('manual')) {
    return {
      cents,
      origem: origens.size === 1 ? ORIGEM_LABELS.manual : 'Inclui valores definidos manualmente',
      tipo: origens.size === 1 ? 'manual' : 'misto',
    };
  }
  if (origens.has('extratos')) return { cents, origem: ORIGEM_LABELS.extratos, tipo: 'extratos' };
  return { cents, origem: ORIGEM_LABELS['ano-anterior'], tipo: 'ano-anterior' };
}

/**
 * The amount in the opening-cash field, in euros with 2 decimals; undefined when it is not a
 * number. The field gives a number, or its raw text while incomplete ('12.', '-').
 */
export function valorCaixaInicial(valor: number | string): number | undefined {
  if (typeof valor === 'number') return Number.isFinite(valor) ? eurosToCents(valor) / 100 : undefined;
  const texto = valor.replace(/€/g, '').trim();
  if (texto === '') return undefined;
  if (/^[+-]?\d+(\.\d*)?$/.test(texto)) return eurosToCents(Number(texto)) / 100;
  const cents = parsePtAmount(texto);
  return cents === undefined ? undefined : cents / 100;
}
