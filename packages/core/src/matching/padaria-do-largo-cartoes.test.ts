import { describe, expect, it } from 'vitest';
import { escreverEfaturaEmitente, escreverExtratoCgd, escreverExtratoMillennium } from '../gerador/formatos';
import { parseExtrato } from '../importers/detect';
import { parseEfaturaCsv } from '../importers/efatura/parse-efatura';
import { separarIva, taxaIvaHabitual } from '../iva/taxa-habitual';
import {
  COM_FATURAS,
  EXTRATO_LARGO,
  EXTRATO_MERCADO,
  FATURA_MERCADO,
  SEM_FATURAS,
  VENDAS,
} from '../reports/__fixtures__/padaria-do-largo.cartoes.fixture';
import { eComissaoCartao, eLiquidacaoCartao } from './cartoes';
import { computeCorrespondencias, totalComSinal } from './compute-correspondencias';
import type { FaturaParaCorrespondencia, MovimentoParaCorrespondencia, TipoDocumento } from './types';

/** The fixture's files read by the importers, as the server hands them to the engine (store by account). */
async function lidos() {
  const efatura = parseEfaturaCsv(escreverEfaturaEmitente(VENDAS, 'A'));
  expect(efatura.issues).toEqual([]);
  const faturas: FaturaParaCorrespondencia[] = efatura.rows.map((r) => ({
    id: r.numeroDocumento,
    lado: 'venda',
    nifEmitente: '596209665',
    nomeEmitente: 'Padaria do Largo, Lda',
    nifAdquirente: r.nifAdquirente as string,
    numeroDocumento: r.numeroDocumento,
    tipo: r.tipo as TipoDocumento,
    dataEmissao: r.dataEmissao,
    totalCents: totalComSinal('venda', r.tipo as TipoDocumento, r.totalCents),
    anulado: false,
    lojaId: r.numeroDocumento === FATURA_MERCADO ? 'Mercado' : 'Largo',
  }));
  const movimentos: MovimentoParaCorrespondencia[] = [];
  for (const [nome, bytes, lojaId] of [
    ['largo.csv', escreverExtratoCgd(EXTRATO_LARGO), 'Largo'],
    ['mercado.xlsx', await escreverExtratoMillennium(EXTRATO_MERCADO), 'Mercado'],
  ] as const) {
    const extrato = await parseExtrato(bytes, nome);
    expect(extrato.issues).toEqual([]);
    extrato.rows.forEach((m, i) => {
      movimentos.push({
        id: `${lojaId}-${i}`,
        dataMovimento: m.dataMovimento,
        descricao: m.descricao,
        valorCents: m.valorCents,
        referencias: m.referencias,
        lojaId,
      });
    });
  }
  return { faturas, movimentos, efatura };
}

describe('Padaria do Largo card takings, 2025 (hand-computed)', () => {
  it("store A's settlement pays the two counter sales of the day before; the 40,00 € difference is the commission", async () => {
    const { faturas, movimentos } = await lidos();
    const r = computeCorrespondencias({ faturas, movimentos });
    expect(r.correspondencias.map((c) => [c.faturaIds, c.regra, c.diferencaCents])).toEqual([
      [['FS A2025/101', 'FS A2025/102'], 'cartao', COM_FATURAS.comissaoCents],
    ]);
    const liquidacao = movimentos.find((m) => m.id === r.correspondencias[0]?.movimentoIds[0]);
    expect(liquidacao?.valorCents).toBe(COM_FATURAS.liquidacaoCents);
    // Nothing for a person to review: store B's takings have no documents on their days.
    expect(r.erros).toEqual([]);
  });

  it("store B's takings without documents are sales net of VAT at its usual 13 %, the commission apart", async () => {
    const { movimentos, efatura } = await lidos();
    const vendas = efatura.rows.map((r) => ({
      lojaId: r.numeroDocumento === FATURA_MERCADO ? 'Mercado' : 'Largo',
      pontosBase: Math.round((r.ivaCents * 10_000) / r.baseCents),
      baseCents: r.baseCents,
    }));
    const taxa = taxaIvaHabitual(vendas, 'Mercado');
    expect(taxa).toEqual({ taxa: SEM_FATURAS.taxaIva, origem: 'loja' });
    const doMercado = movimentos.filter((m) => m.lojaId === 'Mercado');
    const takings = doMercado.find((m) => m.valorCents > 0);
    const comissao = doMercado.find((m) => m.valorCents < 0);
    expect(eLiquidacaoCartao(takings?.descricao ?? '', takings?.valorCents ?? 0)).toBe(true);
    expect(separarIva(SEM_FATURAS.liquidacaoCents, taxa.taxa)).toEqual({
      baseCents: SEM_FATURAS.baseCents,
      ivaCents: SEM_FATURAS.ivaCents,
    });
    expect(eComissaoCartao(comissao?.descricao ?? '', comissao?.valorCents ?? 0)).toBe(true);
    expect(comissao?.valorCents).toBe(SEM_FATURAS.comissaoCents);

    // Without its own invoice the store takes the company's usual rate.
    const semMercado = vendas.filter((v) => v.lojaId !== 'Mercado');
    const { taxaIva, baseCents, ivaCents } = SEM_FATURAS.aTaxaDaEmpresa;
    expect(taxaIvaHabitual(semMercado, 'Mercado')).toEqual({ taxa: taxaIva, origem: 'empresa' });
    expect(separarIva(SEM_FATURAS.liquidacaoCents, taxaIva)).toEqual({ baseCents, ivaCents });
  });

  it('the sales of store A add up to the hand-computed base and total', () => {
    const largo = VENDAS.filter((v) => v.numero !== FATURA_MERCADO);
    expect(largo.reduce((s, v) => s + v.baseCents, 0)).toBe(COM_FATURAS.baseCents);
    expect(largo.reduce((s, v) => s + v.baseCents + v.ivaCents, 0)).toBe(COM_FATURAS.vendasCents);
  });
});
