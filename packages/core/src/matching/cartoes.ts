import { formatPtDate } from '../dates/dates';
import type { Cents } from '../money/money';
import { CATEGORIA_A } from '../taxonomy/categoria-a';
import { CATEGORIA_B, SUBCATEGORIA_B } from '../taxonomy/categoria-b';
import type { Classificacao } from '../taxonomy/classificacao';
import {
  bloqueado,
  type Contexto,
  entreDias,
  type Fatura,
  livreF,
  livreM,
  type Movimento,
  registar,
  somaTotais,
} from './contexto';
import { euros, listaDocumentos } from './frases';

/**
 * Card-terminal (TPA) takings. The acquirer (SIBS, Reduniq, UNICRE) credits each business day the card
 * sales of the days before, usually net of its commission; the bank line names the terminal, not the
 * customers. Banks write 'TPA VENDAS 9054457', 'LIQ TPA 9054457', 'REDUNIQ …', 'UNICRE …'.
 */
const TERMINAL = /\b(TPA|REDUNIQ|UNICRE)\b/;
const COMISSAO = /\b(COMISSAO|COMISSOES|COMIS|COM|TAXA|TAXAS|MSC)\b/;

function textoDoBanco(descricao: string): string {
  return descricao
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ');
}

/**
 * The acquirer's commission is a bank service of operations (SNC 6225 'Comissões'), variable with the
 * card sales, paid to a supplier.
 */
export const CLASSIFICACAO_COMISSAO_CARTAO: Readonly<Classificacao> = {
  categoria_A: CATEGORIA_A.fse,
  subcategoria_A: 'Comissões',
  categoria_B: CATEGORIA_B.operacionais,
  subcategoria_B: SUBCATEGORIA_B.naoAplicavel,
  rubrica_B: 'Pagamentos a fornecedores',
  tipologia: 'Empresa',
  gasto: 'Variável',
};

/** A credit from the card terminal's acquirer: the cash of card sales (a commission refund is not). */
export function eLiquidacaoCartao(descricao: string, valorCents: Cents): boolean {
  if (valorCents <= 0) return false;
  const texto = textoDoBanco(descricao);
  return TERMINAL.test(texto) && !COMISSAO.test(texto);
}

/** A debit of the acquirer's commission, when the bank shows it apart: 'COMISSAO TPA 9054457'. */
export function eComissaoCartao(descricao: string, valorCents: Cents): boolean {
  if (valorCents >= 0) return false;
  const texto = textoDoBanco(descricao);
  return TERMINAL.test(texto) && COMISSAO.test(texto);
}

/**
 * Whether sales of `vendasCents` (with VAT) explain a settlement of `liquidacaoCents`: the acquirer pays
 * them less its commission, which is never more than `comissaoMaximaPct` % of the sales.
 */
export function vendasExplicamLiquidacao(
  vendasCents: Cents,
  liquidacaoCents: Cents,
  comissaoMaximaPct: number,
): boolean {
  const comissao = vendasCents - liquidacaoCents;
  return liquidacaoCents > 0 && comissao >= 0 && comissao * 100 <= vendasCents * comissaoMaximaPct;
}

/** The commission as a percentage of the sales, with 2 decimals ('2,00 %'). */
function percentagem(comissao: Cents, vendas: Cents): string {
  return `${((comissao * 100) / vendas).toFixed(2).replace('.', ',')} %`;
}

/**
 * Which days' sales a settlement posted on day `d` may pay, nearest first: the day before (the usual
 * next-business-day credit), the two or three days before (a weekend, a holiday), then the day itself.
 */
function diasDeVendas(d: number, dias: number): Array<[number, number]> {
  const janelas: Array<[number, number]> = [];
  for (let k = 1; k <= dias; k++) janelas.push([d - k, d - 1]);
  janelas.push([d, d]);
  return janelas;
}

/**
 * A counter sale: to a final consumer (no customer NIF) or on a simplified invoice. Card takings pay
 * these; an invoice to a business is paid by transfer, which the other passes pair by name. A
 * receipt-invoice is paid when issued, and a credit note pays nothing.
 */
function vendaAoBalcao(f: Fatura): boolean {
  return (
    f.src.lado === 'venda' &&
    !f.notaCredito &&
    f.src.tipo !== 'Fatura-recibo' &&
    (!f.nif || f.src.tipo === 'Fatura simplificada')
  );
}

/**
 * Card takings — a TPA settlement for the day's sales documents: the open counter sales of its takings
 * days, in its store (any store when that store has none in the days), paired when together they are the
 * settlement plus a plausible commission (at most `comissaoMaximaCartaoPct` % of them). The commission is
 * the pairing's difference (Σ line − Σ documents ≤ 0): an FSE the server books apart. A settlement left
 * unpaired is returned with the open counter sales of its days (`LiquidacaoCartao`).
 */
export function passoCartoes(ctx: Contexto): void {
  const { diasVendasCartao: dias, comissaoMaximaCartaoPct: maxima } = ctx.opcoes;
  const vendas = ctx.faturas.filter(vendaAoBalcao);
  for (const m of ctx.movimentos) {
    if (!livreM(ctx, m) || !eLiquidacaoCartao(m.src.descricao, m.src.valorCents)) continue;
    const abertas = (de: number, ate: number) =>
      entreDias(vendas, (f) => f.dia, de, ate).filter((f) => livreF(ctx, f) && !bloqueado(ctx, f, m));
    const daLoja = abertas(m.dia - dias, m.dia).some((f) => mesmaLoja(f, m));
    const candidatas = (de: number, ate: number) =>
      abertas(de, ate).filter((f) => !daLoja || mesmaLoja(f, m));
    let paga: Fatura[] | undefined;
    for (const [de, ate] of diasDeVendas(m.dia, dias)) {
      const faturas = candidatas(de, ate);
      if (faturas.length > 0 && vendasExplicamLiquidacao(somaTotais(faturas), m.src.valorCents, maxima)) {
        paga = faturas;
        break;
      }
    }
    if (paga) registar(ctx, paga, [m], 'cartao', 'combinacao', explicar(m, paga));
    else ctx.liquidacoesCartao.push({ m, vendas: somaTotais(candidatas(m.dia - dias, m.dia)) });
  }
}

function mesmaLoja(f: Fatura, m: Movimento): boolean {
  return f.src.lojaId === undefined || m.src.lojaId === undefined || f.src.lojaId === m.src.lojaId;
}

function periodo(faturas: readonly Fatura[]): string {
  const primeira = formatPtDate((faturas[0] as Fatura).src.dataEmissao);
  const ultima = formatPtDate((faturas.at(-1) as Fatura).src.dataEmissao);
  return primeira === ultima ? `de ${primeira}` : `de ${primeira} a ${ultima}`;
}

function explicar(m: Movimento, faturas: readonly Fatura[]): string {
  const vendas = somaTotais(faturas);
  const comissao = vendas - m.src.valorCents;
  return (
    `Liquidação TPA de ${euros(m.src.valorCents)} das vendas ${periodo(faturas)}: ` +
    `${listaDocumentos(faturas, m.src.valorCents)} = ${euros(vendas)}; ` +
    (comissao === 0
      ? 'sem comissão.'
      : `comissão de ${euros(comissao)} (${percentagem(comissao, vendas)}), em Fornecimentos e serviços externos — Comissões.`)
  );
}
