import { NUM_MESES, zeroMonths } from '../shared/month-values';

/** Where a month's quantity comes from: the stores' invoices, their products files, or both. */
export type OrigemQuantidades = 'faturas' | 'produtos' | 'faturas e produtos';

/** Units of one store in one month. */
export interface QuantidadeLoja {
  loja: string;
  ano: number;
  /** 1-12 */
  mes: number;
  quantidade: number;
}

export interface QuantidadesVendidas {
  meses: number[];
  origem: OrigemQuantidades[];
}

/**
 * The units sold per month of a year, store by store: a store's products file where it has the month
 * (Produtos Mensais), else its issued invoices (faturasPorLoja). 'Todas as lojas' adds up each store's.
 */
export function quantidadesVendidas(
  ano: number,
  faturas: ReadonlyMap<string, readonly number[]>,
  produtos: readonly QuantidadeLoja[],
): QuantidadesVendidas {
  const doProduto = new Map<string, number>();
  for (const p of produtos) {
    if (p.ano !== ano) continue;
    if (!Number.isInteger(p.mes) || p.mes < 1 || p.mes > NUM_MESES)
      throw new RangeError(`Mês inválido: ${p.mes}.`);
    const chave = `${p.loja}\u0000${p.mes}`;
    doProduto.set(chave, (doProduto.get(chave) ?? 0) + p.quantidade);
  }
  const lojas = new Set([...faturas.keys(), ...produtos.filter((p) => p.ano === ano).map((p) => p.loja)]);
  const meses = zeroMonths();
  const origem: OrigemQuantidades[] = [];
  for (let i = 0; i < NUM_MESES; i++) {
    let deFaturas = false;
    let deProdutos = false;
    for (const loja of lojas) {
      const produto = doProduto.get(`${loja}\u0000${i + 1}`);
      if (produto !== undefined) {
        deProdutos = true;
        meses[i] = (meses[i] ?? 0) + produto;
      } else {
        const n = faturas.get(loja)?.[i] ?? 0;
        if (n !== 0) deFaturas = true;
        meses[i] = (meses[i] ?? 0) + n;
      }
    }
    origem.push(deProdutos ? (deFaturas ? 'faturas e produtos' : 'produtos') : 'faturas');
  }
  return { meses, origem };
}
