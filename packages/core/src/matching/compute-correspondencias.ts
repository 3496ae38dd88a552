import type { Cents } from '../money/money';
import { passoCartoes } from './cartoes';
import { type CorrespondenciaInterna, criarContexto, livreM, somaTotais, somaValores } from './contexto';
import {
  passoCombinacoes,
  passoNifEValor,
  passoNotasCredito,
  passoReferencias,
  passoTolerancia,
  passoValorExato,
} from './passos';
import { reportarPendentes } from './pendentes';
import type {
  Correspondencia,
  EntradaCorrespondencia,
  ErroCorrespondencia,
  LadoFatura,
  ResultadoCorrespondencia,
  TipoDocumento,
} from './types';

/**
 * Pairs e-fatura documents with bank lines, in passes from the strongest evidence to the weakest;
 * each pass only sees what the previous ones left open:
 * 1. references — document number or ATCUD quoted by the line (alone, completed by other
 *    documents of that counterparty, or over instalments); then the counterparty's NIF in the
 *    description with exactly the amount;
 * 1b. card takings — a TPA settlement for the open sales documents of its takings days, less the
 *    acquirer's commission (`passoCartoes`);
 * 2. exact amount in the payment window, one-to-one, the name and the date order as tie-breakers;
 * 3. amount within the tolerance, with the name in the description;
 * 4. combinations — one line for 2..max documents of a named counterparty (credit notes netted),
 *    then 2..max instalment lines for one invoice;
 * 5. credit notes refunded — a line of exactly a credit note's amount.
 * Ties are never guessed (see `resolverUmParaUm` for the one documented exception), annulled
 * documents never match, and hand-fixed pairs and blocked pairs are respected throughout.
 * Deterministic: the input is sorted by date then id first, so its order does not matter.
 */
export function computeCorrespondencias(entrada: EntradaCorrespondencia): ResultadoCorrespondencia {
  const ctx = criarContexto(entrada);
  passoReferencias(ctx);
  passoNifEValor(ctx);
  passoCartoes(ctx);
  passoValorExato(ctx);
  passoTolerancia(ctx);
  passoCombinacoes(ctx);
  passoNotasCredito(ctx);
  reportarPendentes(ctx);

  const correspondencias = [...ctx.correspondencias]
    .sort(
      (a, b) =>
        (a.movimentos[0]?.i ?? 0) - (b.movimentos[0]?.i ?? 0) ||
        (a.faturas[0]?.i ?? 0) - (b.faturas[0]?.i ?? 0),
    )
    .map(paraSaida);
  const erros = [...ctx.erros].sort(compararErros);
  const liquidacoesCartao = ctx.liquidacoesCartao
    .filter(({ m }) => livreM(ctx, m))
    .map(({ m, vendas }) => ({ movimentoId: m.src.id, vendasEmAbertoCents: vendas }));
  return { correspondencias, erros, liquidacoesCartao };
}

function paraSaida(c: CorrespondenciaInterna): Correspondencia {
  return {
    faturaIds: c.faturas.map((f) => f.src.id),
    movimentoIds: c.movimentos.map((m) => m.src.id),
    regra: c.regra,
    confianca: c.confianca,
    diferencaCents: somaValores(c.movimentos) - somaTotais(c.faturas),
    explicacao: c.explicacao,
  };
}

function compararTexto(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compararErros(a: ErroCorrespondencia, b: ErroCorrespondencia): number {
  return (
    compararTexto(a.data, b.data) ||
    compararTexto(a.tipo, b.tipo) ||
    compararTexto(a.faturaId ?? '', b.faturaId ?? '') ||
    compararTexto(a.movimentoId ?? '', b.movimentoId ?? '') ||
    compararTexto(a.motivo, b.motivo)
  );
}

/**
 * The signed total the engine expects, from the unsigned total of an e-fatura export (where
 * credit notes are positive too): purchases go out (−) and their credit notes come back (+);
 * sales come in (+) and their credit notes go back (−).
 */
export function totalComSinal(lado: LadoFatura, tipo: TipoDocumento, totalCents: Cents): Cents {
  const valor = Math.abs(totalCents);
  const entra = (lado === 'venda') !== (tipo === 'Nota de crédito');
  return entra ? valor : 0 - valor;
}
