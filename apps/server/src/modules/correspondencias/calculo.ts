import type { Cents } from '@contas/core';
import {
  type Correspondencia,
  computeCorrespondencias,
  type ErroCorrespondencia,
  type LiquidacaoCartao,
} from '@contas/core/matching';
import type { LinhaLigada } from './ligacoes.repository';

/**
 * How one match shares the money out. One bank line for several documents: each document its
 * signed total, the last the remainder, so that the shares add up to the line exactly (a credit
 * note netted in the payment gets its own, opposite, share). Several lines for one document
 * (instalments): each line wholly. The engine pairs several lines only with a single document.
 * A card settlement pays each of its sales documents wholly: the commission the acquirer kept is
 * its own row's share (`criarComissoes`).
 */
export function repartir(
  c: Correspondencia,
  totalDaFatura: ReadonlyMap<string, Cents>,
  valorDoMovimento: ReadonlyMap<string, Cents>,
): LinhaLigada[] {
  const ligada = (planilhaId: string, movimentoId: string, valorCents: Cents): LinhaLigada => ({
    planilhaId,
    movimentoId,
    valorCents,
    regra: c.regra,
    explicacao: c.explicacao,
  });
  const [movimento] = c.movimentoIds;
  if (c.regra === 'cartao' && movimento) {
    return c.faturaIds.map((f) => ligada(f, movimento, totalDaFatura.get(f) ?? 0));
  }
  if (c.movimentoIds.length === 1 && movimento) {
    let resto = valorDoMovimento.get(movimento) ?? 0;
    return c.faturaIds.map((f, i) => {
      const parte = i === c.faturaIds.length - 1 ? resto : (totalDaFatura.get(f) ?? 0);
      resto -= parte;
      return ligada(f, movimento, parte);
    });
  }
  const [fatura] = c.faturaIds;
  if (c.faturaIds.length !== 1 || !fatura)
    throw new Error(
      `Correspondência de ${c.faturaIds.length} faturas com ${c.movimentoIds.length} movimentos.`,
    );
  return c.movimentoIds.map((m) => ligada(fatura, m, valorDoMovimento.get(m) ?? 0));
}

export type Lido = Parameters<typeof computeCorrespondencias>[0];

/**
 * What a matching run computed: the links to write (each bank line's share), in the groups that are written
 * whole (`ligadasJuntas`), the errors report, the card settlements.
 */
export type Calculado = {
  grupos: LinhaLigada[][];
  erros: ErroCorrespondencia[];
  correspondencias: number;
  cartoes: Correspondencia[];
  liquidacoesCartao: LiquidacaoCartao[];
};

/** How many links the groups hold. */
export const quantasLigacoes = (grupos: readonly (readonly LinhaLigada[])[]): number =>
  grupos.reduce((soma, grupo) => soma + grupo.length, 0);

/**
 * The links in groups that share a bank line or a document (a settlement of several invoices, instalments, a
 * card settlement): `ligarVarias` must see each group whole, which one part then writes.
 */
export function ligadasJuntas(linhas: readonly LinhaLigada[]): LinhaLigada[][] {
  const pai = new Map<string, string>();
  const raiz = (id: string): string => {
    let r = id;
    for (let p = pai.get(r); p !== undefined && p !== r; p = pai.get(r)) r = p;
    for (let x = id; x !== r; ) {
      const p = pai.get(x) as string;
      pai.set(x, r);
      x = p;
    }
    return r;
  };
  for (const l of linhas) {
    const f = `f:${l.planilhaId}`;
    const m = `m:${l.movimentoId}`;
    if (!pai.has(f)) pai.set(f, f);
    if (!pai.has(m)) pai.set(m, m);
    pai.set(raiz(f), raiz(m));
  }
  const grupos = new Map<string, LinhaLigada[]>();
  for (const l of linhas) {
    const r = raiz(`f:${l.planilhaId}`);
    const grupo = grupos.get(r);
    if (grupo) grupo.push(l);
    else grupos.set(r, [l]);
  }
  return [...grupos.values()];
}

/**
 * The engine on what was read, each match's shares and their groups: pure, so it runs in the worker thread,
 * apart from the server's requests.
 */
export function calcularCom(lido: Lido): Calculado {
  const resultado = computeCorrespondencias(lido);
  const totais = new Map(lido.faturas.map((f) => [f.id, f.totalCents]));
  const valores = new Map(lido.movimentos.map((m) => [m.id, m.valorCents]));
  const linhas = resultado.correspondencias.flatMap((c) => repartir(c, totais, valores));
  return {
    grupos: ligadasJuntas(linhas),
    erros: resultado.erros,
    correspondencias: resultado.correspondencias.length,
    cartoes: resultado.correspondencias.filter((c) => c.regra === 'cartao'),
    liquidacoesCartao: resultado.liquidacoesCartao,
  };
}
