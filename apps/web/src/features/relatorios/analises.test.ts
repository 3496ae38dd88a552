import {
  computeDemonstracaoResultados,
  computePontoEquilibrio,
  LINHA_PE,
  type LinhaPontoEquilibrio,
} from '@contas/core/reports';
import { describe, expect, it } from 'vitest';
import {
  gruposPontoEquilibrio,
  gruposPrevisaoIva,
  MOTIVOS_SEM_VALOR,
  notaQuantidades,
  notaVendasSemFatura,
  textoApuramento,
  textoRegimeIva,
} from './analises';
import { celulaDaColuna, rotulosDosAnos } from './colunas';

describe('the break-even’s table', () => {
  // A month with sales (January of 2025) and one without (January of 2024): no break-even then.
  const demonstracao = computeDemonstracaoResultados({
    ano1: 2024,
    ano2: 2025,
    somas: [
      {
        ano: 2025,
        mes: 1,
        categoriaA: 'Vendas e serviços prestados',
        subcategoriaA: 'Serviços Prestados',
        gasto: 'N/A',
        cents: 100_000,
      },
      {
        ano: 2025,
        mes: 1,
        categoriaA: 'Gastos com o pessoal',
        subcategoriaA: 'Vencimento Líquido',
        gasto: 'Fixo',
        cents: -30_000,
      },
    ],
    depreciacoes: [],
  });
  const zeros = Array<number>(12).fill(0);
  const pe = computePontoEquilibrio({
    demonstracao,
    quantidades: { ano1: zeros, ano2: [40, ...zeros.slice(1)] },
  });
  const linha = pe.linhas.find((l) => l.key === LINHA_PE.quantidadeEquilibrio) as LinhaPontoEquilibrio;
  const janeiro = gruposPontoEquilibrio(rotulosDosAnos(2024, 2025))[0];

  it('shows — with the reason where a year has no figure, and in the ∆ that compares it', () => {
    const celulas = janeiro?.colunas.map((c) => celulaDaColuna(c, linha));
    expect(celulas?.map((c) => c.texto)).toEqual(['—', '12', '—', '—']);
    expect(celulas?.[0]?.motivo).toBe(MOTIVOS_SEM_VALOR['sem-vendas']);
    expect(celulas?.[1]?.motivo).toBeUndefined();
  });
});

describe('the VAT map’s table', () => {
  it('says under its year which months are the budget’s, and draws them apart', () => {
    const grupos = gruposPrevisaoIva(rotulosDosAnos(2024, 2025), {
      ano1: Array(12).fill(false),
      ano2: [...Array(8).fill(false), true, true, true, true],
    });
    expect(grupos[7]?.aberto).toBeUndefined();
    expect(grupos[8]?.aberto).toBe(true);
    expect(grupos[8]?.colunas.map((c) => c.label)).toEqual(['2024', '2025 (previsão)', '∆ €', '∆ %']);
    expect(grupos[12]?.colunas.map((c) => c.label)).toEqual(['2024', '2025', '∆ €', '∆ %']);
  });
});

describe('the notes of the analyses', () => {
  it('the sales no invoice counts, year by year, or nothing', () => {
    expect(notaVendasSemFatura([[2025, [0, 0, 0, 0, 200, ...Array(7).fill(0)]]], 'ticket')).toBe(
      'Há vendas sem fatura (liquidações de cartão classificadas como vendas) — 2025: Mai 200,00 €. Ficam fora do ticket médio: nem entram na faturação nem na quantidade de faturas (estão na última linha).',
    );
    expect(notaVendasSemFatura([[2024, Array(12).fill(0)]], 'ponto-equilibrio')).toBeNull();
  });

  it('where the quantities come from', () => {
    expect(notaQuantidades(2024, Array(12).fill('faturas'))).toBe(
      '2024: as quantidades são as faturas emitidas (faturas, faturas-recibo e faturas simplificadas).',
    );
    expect(notaQuantidades(2025, [...Array(11).fill('faturas'), 'faturas e produtos'])).toBe(
      '2025: as quantidades são as faturas emitidas, exceto em Dez, em que as lojas com ficheiro de produtos contam as unidades desse ficheiro.',
    );
  });

  it('the regime and why', () => {
    expect(
      textoRegimeIva(2025, {
        regime: 'trimestral',
        origem: 'volume-de-negocios',
        volumeNegociosAnterior: 3880,
      }),
    ).toBe('2025: regime trimestral — volume de negócios de 2024: 3.880,00 € (abaixo de 650.000,00 €).');
    expect(
      textoRegimeIva(2026, {
        regime: 'mensal',
        origem: 'volume-de-negocios',
        volumeNegociosAnterior: 700000,
      }),
    ).toBe('2026: regime mensal — volume de negócios de 2025: 700.000,00 € (pelo menos 650.000,00 €).');
    expect(textoRegimeIva(2025, { regime: 'mensal', origem: 'manual', volumeNegociosAnterior: 0 })).toBe(
      '2025: regime mensal, escolhido pelo administrador.',
    );
  });

  it('what a period pays or carries', () => {
    const periodo = {
      rotulo: '1.º trimestre de 2024',
      regime: 'trimestral' as const,
      meses: [1, 2, 3],
      liquidado: 166.4,
      dedutivel: 47,
      resultado: 119.4,
      excessoAnterior: 0,
      aPagar: 119.4,
      excessoAReportar: 0,
      prazoDeclaracao: '2024-05-20',
      prazoPagamento: '2024-05-27',
      previsao: false,
    };
    expect(textoApuramento(periodo)).toBe('119,40 € a pagar até 27/05/2024');
    expect(textoApuramento({ ...periodo, aPagar: 0, excessoAReportar: 178 })).toBe(
      '178,00 € a reportar para o período seguinte',
    );
  });
});
