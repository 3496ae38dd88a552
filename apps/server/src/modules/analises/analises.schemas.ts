import { z } from 'zod';
import { ano, anosQuery } from '../relatorios/relatorios.schemas';

export const ANALISES = ['previsao-iva', 'analise-ticket-medio', 'ponto-equilibrio'] as const;
export type Analise = (typeof ANALISES)[number];

export const exportarAnalisesQuery = z
  .object({
    relatorio: z
      .enum(ANALISES, {
        error: 'Relatório desconhecido: use previsao-iva, analise-ticket-medio ou ponto-equilibrio.',
      })
      .default('previsao-iva'),
  })
  .and(anosQuery);

const REGIME_INVALIDO =
  "O regime de IVA é 'mensal' ou 'trimestral' (ou null, para seguir a regra dos 650 000 €).";

/** The VAT regime of a year, set by an admin; null goes back to the €650 000 rule. */
export const regimeIvaBody = z.object({
  ano,
  regime: z.enum(['mensal', 'trimestral'], { error: REGIME_INVALIDO }).nullable(),
});
