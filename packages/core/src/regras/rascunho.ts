import { SEM_CATEGORIA_A, SEM_SUBCATEGORIA_A } from '../taxonomy/categoria-a';
import { SEM_CATEGORIA_B, SEM_RUBRICA_B, SEM_SUBCATEGORIA_B } from '../taxonomy/categoria-b';
import type { Classificacao } from '../taxonomy/classificacao';
import { type ClassificacaoRegra, type CondicaoTexto, dobrarTexto, type LinhaParaRegras } from './regras';

/** Words banks put before the other party's name: a rule about the party should not need them. */
const PREFIXOS_BANCO = new Set([
  'trf',
  'transf',
  'transferencia',
  'p',
  'o',
  'po',
  'de',
  'dd',
  'compra',
  'devol',
  'pag',
  'pagamento',
  'mb',
  'way',
  'mbway',
]);

/**
 * The merchant words of a bank text: without the bank's leading words (TRF P/O, DD, COMPRA) and without the
 * words with digits (card numbers, dates, references, NIFs), as written: 'COMPRA 4821 CASH & CARRY EXEMPLO'
 * → 'CASH & CARRY EXEMPLO'. Empty when nothing is left.
 */
export function palavrasDoComerciante(descritivo: string): string {
  const palavras = descritivo.split(/\s+/).filter((p) => p !== '' && !/\d/.test(p));
  let inicio = 0;
  while (
    inicio < palavras.length &&
    dobrarTexto(palavras[inicio] as string)
      .split(' ')
      .every((p) => PREFIXOS_BANCO.has(p))
  )
    inicio++;
  return palavras.slice(inicio).join(' ');
}

export interface RascunhoRegra {
  condicao: CondicaoTexto;
  classificacao: ClassificacaoRegra;
}

/**
 * A rule prefilled from a classified row ('Criar regra a partir desta linha'): the row's NIF when it has one,
 * else its bank text's merchant words; the halves of the classification the row has. Undefined when the row
 * has neither a NIF nor usable text, or no category.
 */
export function rascunhoDaLinha(linha: LinhaParaRegras, c: Classificacao): RascunhoRegra | undefined {
  const temA = c.categoria_A !== SEM_CATEGORIA_A;
  const temB = c.categoria_B !== SEM_CATEGORIA_B;
  if (!temA && !temB) return undefined;
  const nif = linha.nif?.trim() ?? '';
  const comerciante = palavrasDoComerciante(linha.descritivo ?? '');
  const condicao: CondicaoTexto | undefined = /^\d{9}$/.test(nif)
    ? { campo: 'nif', texto: nif }
    : comerciante !== ''
      ? { campo: 'descritivo', texto: comerciante }
      : undefined;
  if (!condicao) return undefined;
  return {
    condicao,
    classificacao: {
      categoria_A: temA ? c.categoria_A : SEM_CATEGORIA_A,
      subcategoria_A: temA ? c.subcategoria_A : SEM_SUBCATEGORIA_A,
      gasto: temA ? c.gasto : 'N/A',
      categoria_B: temB ? c.categoria_B : SEM_CATEGORIA_B,
      subcategoria_B: temB ? c.subcategoria_B : SEM_SUBCATEGORIA_B,
      rubrica_B: temB ? c.rubrica_B : SEM_RUBRICA_B,
    },
  };
}
