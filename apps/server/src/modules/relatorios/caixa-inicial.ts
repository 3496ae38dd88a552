import type { Cents } from '@contas/core';

/** Where a store's cash on 1 January comes from. */
export type OrigemCaixaInicial = 'manual' | 'extratos' | 'ano-anterior';

export type CaixaInicialLoja = { cents: Cents; origem: OrigemCaixaInicial };

export type DadosCaixaInicial = {
  /** The company's stores, first store first (the order of the store selector). */
  lojaIds: readonly string[];
  /** Values set by a person, by `${lojaId}:${ano}`. */
  manual: ReadonlyMap<string, Cents>;
  /**
   * The bank accounts' balance on 1 January by year, from the imported statements: of all of them
   * (`total`), and of the accounts said to be of a store (`porLoja`).
   */
  extratos: ReadonlyMap<number, SaldosBancarios>;
  /** Statement movements (Entrada +, Saída −) of each store and year, by `${lojaId}:${ano}`. */
  movimentos: ReadonlyMap<string, Cents>;
};

export type SaldosBancarios = { total: Cents; porLoja: ReadonlyMap<string, Cents> };

export const chaveLojaAno = (lojaId: string, ano: number) => `${lojaId}:${ano}`;

/**
 * The cash on 1 January of each store for the years asked (CIP of January in the cash flow):
 * - a value set by a person wins;
 * - else, for a store other than the first, the balance of the bank accounts said to be its own;
 * - else, for the first store, the bank balance of every account less what the other stores open
 *   with, so 'Todas as lojas' opens with exactly what the banks say;
 * - else the store's closing cash of the year before (its opening plus that year's movements), starting
 *   from 0 before the first year with any data — so CIP of January is CFP of the December before.
 */
export function resolverCaixaInicial(
  dados: DadosCaixaInicial,
  anos: readonly number[],
): Map<string, CaixaInicialLoja> {
  const [primeira, ...outras] = dados.lojaIds;
  const resultado = new Map<string, CaixaInicialLoja>();
  if (primeira === undefined || anos.length === 0) return resultado;

  const anosComDados = [
    ...[...dados.manual.keys(), ...dados.movimentos.keys()].map((chave) => Number(chave.split(':')[1])),
    ...dados.extratos.keys(),
  ];
  const fim = Math.max(...anos);
  const inicio = Math.min(...anos, ...anosComDados.filter((ano) => ano <= fim));

  for (let ano = inicio; ano <= fim; ano++) {
    const transitado = (lojaId: string): CaixaInicialLoja => {
      const anterior = resultado.get(chaveLojaAno(lojaId, ano - 1));
      const movimentos = dados.movimentos.get(chaveLojaAno(lojaId, ano - 1)) ?? 0;
      return { cents: (anterior?.cents ?? 0) + movimentos, origem: 'ano-anterior' };
    };
    const manual = (lojaId: string): CaixaInicialLoja | undefined => {
      const cents = dados.manual.get(chaveLojaAno(lojaId, ano));
      return cents === undefined ? undefined : { cents, origem: 'manual' };
    };
    const banco = dados.extratos.get(ano);
    const dasContas = (lojaId: string): CaixaInicialLoja | undefined => {
      const cents = banco?.porLoja.get(lojaId);
      return cents === undefined ? undefined : { cents, origem: 'extratos' };
    };
    let outrasLojas = 0;
    for (const lojaId of outras) {
      const valor = manual(lojaId) ?? dasContas(lojaId) ?? transitado(lojaId);
      outrasLojas += valor.cents;
      resultado.set(chaveLojaAno(lojaId, ano), valor);
    }
    resultado.set(
      chaveLojaAno(primeira, ano),
      manual(primeira) ??
        (banco === undefined
          ? transitado(primeira)
          : { cents: banco.total - outrasLojas, origem: 'extratos' }),
    );
  }
  return resultado;
}
