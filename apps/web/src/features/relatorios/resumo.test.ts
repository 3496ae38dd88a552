import type { ResumoResposta } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import {
  cartoesDoResumo,
  formatarCelulaResumo,
  periodoDosCartoes,
  textoMotivo,
  textoOrigemQuantidades,
} from './resumo';

describe('formatarCelulaResumo (SPEC §9)', () => {
  it('money, percentages, plain numbers and no figure', () => {
    expect(formatarCelulaResumo(1928.99, 'euros')).toBe('1.928,99 €');
    expect(formatarCelulaResumo(-441, 'euros')).toBe('-441,00 €');
    expect(formatarCelulaResumo(86.4193548387, 'percentagem')).toBe('86,42 %');
    expect(formatarCelulaResumo(2.013559499, 'quantidade')).toBe('2,01');
    expect(formatarCelulaResumo(246, 'quantidade')).toBe('246');
    expect(formatarCelulaResumo(null, 'euros')).toBe('—');
  });
});

describe('textoMotivo', () => {
  it('says what is missing and where to put it', () => {
    const contexto = { ano: 2025, lojasSemPessoal: ['Mercado'] };
    expect(textoMotivo('pessoal-em-falta', contexto)).toBe(
      'Falta o quadro de pessoal de 2025 de: Mercado (página da loja, na Administração).',
    );
    expect(textoMotivo('sem-capital-proprio', contexto)).toBe(
      'Falta o capital próprio de 2025: um administrador indica-o neste Resumo.',
    );
    expect(textoMotivo('capital-da-empresa', contexto)).toBe(
      "O capital próprio é da empresa: veja 'Todas as lojas'.",
    );
    expect(textoMotivo('margem-nao-positiva', contexto)).toBe(
      'O ticket médio não cobre o custo variável por unidade: não há ponto de equilíbrio.',
    );
  });
});

describe('periodoDosCartoes', () => {
  it('the closed months of the year', () => {
    expect(periodoDosCartoes(8, 2025)).toBe('Jan–Ago 2025');
    expect(periodoDosCartoes(1, 2025)).toBe('Jan 2025');
    expect(periodoDosCartoes(12, 2024)).toBe('2024');
    expect(periodoDosCartoes(0, 2026)).toBe('Ainda sem meses fechados em 2026');
  });
});

type Cartoes = ResumoResposta['cartoes'];
// Padaria do Largo, January–August 2025 (core's padaria-do-largo.resumo), with its next VAT payment.
const CARTOES: Cartoes = {
  meses: 8,
  vendas: 25000,
  margemBruta: 94.76712,
  resultadoLiquido: 5788.14,
  caixa: 25969.48,
  desvioOrcamento: { real: 5788.14, orcamento: 6270.14, deltaEuros: -482, deltaPercent: -7.6872286743 },
  iva: {
    periodo: '2.º trimestre de 2025',
    prazoPagamento: '2025-09-25',
    aPagar: 19.4,
    excessoAReportar: 0,
    previsao: false,
  },
};

describe('cartoesDoResumo', () => {
  const contexto = { empresaId: 'e1', lojaId: 'todas' };

  it('six cards of the closed months, each linking to its report for the same store and year', () => {
    const cartoes = cartoesDoResumo({ ano: 2025, cartoes: CARTOES, semOrcamento: false }, contexto);
    expect(cartoes.map((c) => [c.titulo, c.valor, c.detalhe])).toEqual([
      ['Vendas', '25.000,00 €', 'Jan–Ago 2025'],
      ['Margem bruta', '94,77 %', 'Margem Bruta ÷ Vendas, Jan–Ago 2025'],
      ['Resultado líquido', '5.788,14 €', 'Jan–Ago 2025'],
      ['Caixa no fim de Ago 2025', '25.969,48 €', 'Caixa e seus equivalentes no fim do mês'],
      ['Próximo pagamento de IVA', '19,40 €', '2.º trimestre de 2025, até 25/09/2025'],
      [
        'Desvio face ao orçamento',
        '-482,00 €',
        'Resultado líquido 5.788,14 € face a 6.270,14 € orçamentados (-7,69 %), Jan–Ago 2025',
      ],
    ]);
    expect(cartoes.map((c) => c.caminho)).toEqual([
      '/empresa/e1/demonstracao-resultados?loja=todas&ano1=2024&ano2=2025',
      '/empresa/e1/demonstracao-resultados?loja=todas&ano1=2024&ano2=2025',
      '/empresa/e1/demonstracao-resultados?loja=todas&ano1=2024&ano2=2025',
      '/empresa/e1/fluxo-de-caixa?loja=todas&ano1=2024&ano2=2025',
      '/empresa/e1/mapa-previsao-iva?loja=todas&ano1=2024&ano2=2025',
      '/empresa/e1/orcamento-dr?loja=todas&ano=2025',
    ]);
    expect(cartoes.filter((c) => c.negativo).map((c) => c.id)).toEqual(['orcamento']);
  });

  it('no VAT map payment: the card is left out; no budget, no month closed: they say so', () => {
    const cartoes = cartoesDoResumo(
      {
        ano: 2026,
        cartoes: {
          ...CARTOES,
          meses: 0,
          vendas: 0,
          margemBruta: null,
          resultadoLiquido: 0,
          caixa: null,
          desvioOrcamento: null,
          iva: null,
        },
        semOrcamento: true,
      },
      contexto,
    );
    expect(cartoes.map((c) => [c.id, c.valor, c.detalhe])).toEqual([
      ['vendas', '—', 'Ainda sem meses fechados em 2026'],
      ['margem-bruta', '—', 'Ainda sem meses fechados em 2026: sem vendas'],
      ['resultado-liquido', '—', 'Ainda sem meses fechados em 2026'],
      ['caixa', '—', 'Ainda sem meses fechados em 2026'],
      ['orcamento', '—', 'Sem orçamento de 2026'],
    ]);
  });

  it('a period that carries a credit, a forecast', () => {
    const [iva] = cartoesDoResumo(
      {
        ano: 2025,
        cartoes: {
          ...CARTOES,
          iva: {
            periodo: '3.º trimestre de 2024',
            prazoPagamento: '2024-11-25',
            aPagar: 0,
            excessoAReportar: 178,
            previsao: true,
          },
        },
        semOrcamento: false,
      },
      contexto,
    ).filter((c) => c.id === 'iva');
    expect(iva?.detalhe).toBe(
      '3.º trimestre de 2024, até 25/11/2024 (crédito de 178,00 € a reportar) — previsão com o orçamento',
    );
  });
});

describe('textoOrigemQuantidades', () => {
  it('where the units sold come from', () => {
    expect(textoOrigemQuantidades(Array(12).fill('produtos'))).toBe(
      'Quantidades vendidas: os ficheiros de produtos.',
    );
    expect(textoOrigemQuantidades(Array(12).fill('faturas'))).toBe(
      'Quantidades vendidas: as faturas emitidas.',
    );
    expect(textoOrigemQuantidades(['faturas', ...Array(11).fill('faturas e produtos')])).toMatch(
      /onde a loja os tem/,
    );
    expect(textoOrigemQuantidades(null)).toBeNull();
  });
});
