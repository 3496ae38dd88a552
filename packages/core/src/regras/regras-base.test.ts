import { describe, expect, it } from 'vitest';
import { isValidNif } from '../nif/nif';
import { type LinhaParaRegras, prepararRegras, regraDaLinha, validarClassificacaoRegra } from './regras';
import { paraAsRegrasBase, REGRAS_BASE, regrasBaseAtivas } from './regras-base';

const todas = prepararRegras(regrasBaseAtivas(new Set()));
const linha = (l: Partial<LinhaParaRegras>): LinhaParaRegras => ({
  nif: null,
  emitente: null,
  descritivo: null,
  valorCents: null,
  lado: 'compra',
  ...l,
});
/** The starter rule a row meets, and the Subcategoria A (else the Rúbrica B) it would get. */
const resultado = (l: Partial<LinhaParaRegras>) => {
  const regra = regraDaLinha(linha(l), todas);
  if (!regra) return undefined;
  const { subcategoria_A, rubrica_B } = regra.classificacao;
  return `${regra.id}: ${subcategoria_A === 'Sem Subcategoria A' ? rubrica_B : subcategoria_A}`;
};

describe('the starter set', () => {
  it('has unique ids, valid NIFs and only combinations the taxonomy accepts', () => {
    expect(new Set(REGRAS_BASE.map((r) => r.id)).size).toBe(REGRAS_BASE.length);
    for (const r of REGRAS_BASE) {
      expect(validarClassificacaoRegra(r.classificacao), r.id).toBeUndefined();
      for (const c of r.condicoes) if (c.campo === 'nif') expect(isValidNif(c.texto), c.texto).toBe(true);
    }
  });

  it.each([
    // Invoices, as the e-fatura export writes the issuer.
    [
      { nif: '503504564', emitente: '503504564 - EDP Comercial - Comercialização de Energia, S.A.' },
      'electricidade: Electricidade',
    ],
    [
      { nif: '500000000', emitente: '500000000 - Endesa Energia, S.A. Sucursal Portugal' },
      'electricidade: Electricidade',
    ],
    [
      { nif: '500000001', emitente: '500000001 - Goldenergy - Comercializadora de Energia' },
      'electricidade: Electricidade',
    ],
    [
      { nif: '504615947', emitente: '504615947 - Meo - Serviços de Comunicações e Multimédia S.A.' },
      'comunicacao: Comunicação',
    ],
    [{ emitente: '502604751 - NOS Comunicações, S.A.' }, 'comunicacao: Comunicação'],
    [{ emitente: '502544180 - Vodafone Portugal - Comunicações Pessoais S.A.' }, 'comunicacao: Comunicação'],
    [{ emitente: '500697370 - Petrogal, S.A.' }, 'combustiveis: Combustíveis'],
    // 'Galp Energia' sells fuel: the fuel rule comes before the generic 'energia'.
    [{ emitente: '504499777 - Galp Energia, S.A.' }, 'combustiveis: Combustíveis'],
    [{ emitente: '500246963 - Repsol Portuguesa, S.A.' }, 'combustiveis: Combustíveis'],
    [
      { emitente: '500081484 - BP Portugal - Comércio de Combustíveis e Lubrificantes' },
      'combustiveis: Combustíveis',
    ],
    [{ emitente: '508000000 - Prio Energy, S.A.' }, 'combustiveis: Combustíveis'],
    [{ emitente: '500906840 - EPAL - Empresa Portuguesa das Águas Livres' }, 'agua: Água'],
    [{ emitente: '680000000 - SMAS de Sintra' }, 'agua: Água'],
    [{ emitente: '507000000 - Águas do Porto, EM' }, 'agua: Água'],
    [{ emitente: '592087239 - Makro Cash & Carry Portugal' }, 'cash-and-carry: Mercadoria'],
    // Bank texts.
    [{ descritivo: 'DD EDP COMERCIAL 123456', valorCents: -4_273 }, 'electricidade: Electricidade'],
    [{ descritivo: 'COMPRA 4821 BP AREA SERVICO', valorCents: -5_000 }, 'combustiveis: Combustíveis'],
    [{ descritivo: 'DD NOS 7788', valorCents: -3_999 }, 'comunicacao: Comunicação'],
    [{ descritivo: 'PAG ORDENADOS 01/2025', valorCents: -189_130 }, 'ordenados: Vencimento Líquido'],
    [{ descritivo: 'TRF SALARIOS MARCO', valorCents: -189_130 }, 'ordenados: Vencimento Líquido'],
    [{ descritivo: 'PAG SEG SOCIAL REF 275347103313614', valorCents: -73_845 }, 'seguranca-social: TSU'],
    [{ descritivo: 'PAG.DUC. AT IRS 161234', valorCents: -20_000 }, 'at-irs: IRS'],
    [
      { descritivo: 'PAG.DUC. AT IVA 161235', valorCents: -90_000 },
      'at-outros: Outros recebimentos/pagamentos',
    ],
    [{ descritivo: 'PAG.DUC. 161236', valorCents: -10_000 }, 'at-outros: Outros recebimentos/pagamentos'],
    [{ descritivo: 'COMISSAO MANUTENCAO CONTA', valorCents: -750 }, 'banco-comissoes: Comissões'],
    [{ descritivo: 'IMPOSTO SELO', valorCents: -30 }, 'banco-comissoes: Comissões'],
    [{ descritivo: 'Imp.Selo-Mo Limpezas-E05869186', valorCents: -5 }, 'banco-comissoes: Comissões'],
    [{ descritivo: 'TPA VENDAS 9054457', valorCents: 504_623 }, 'cartoes-liquidacao: Venda de Produtos'],
    [{ descritivo: 'SIBS LIQ 20250301', valorCents: 12_000 }, 'cartoes-liquidacao: Venda de Produtos'],
    [
      { descritivo: 'AMORT EMPRESTIMO 387106019073', valorCents: -134_771 },
      'emprestimo-capital: Financiamentos obtidos',
    ],
    [
      { descritivo: 'JUROS EMPRESTIMO 387106019073', valorCents: -42_718 },
      'emprestimo-juros: Juros e gastos similares suportados',
    ],
    [{ descritivo: 'Trf P/O Ana Ficticia RENDA JAN', valorCents: -270_000 }, 'rendas: Rendas e alugueres'],
  ])('%o → %s', (l, esperado) => {
    expect(resultado(l)).toBe(esperado);
  });

  it('classifies the company’s own sales invoices as sales, before any supplier rule', () => {
    const venda = { lado: 'venda' as const, nif: '596242077', emitente: '596242077 - Limpezas Brilho, Lda' };
    expect(resultado(venda)).toBe('vendas-emitidas: Venda de Produtos');
  });

  it.each([
    [{ descritivo: 'TRF P/O BPI 12', valorCents: -100 }],
    [{ emitente: '509999999 - Padaria Nossa Senhora, Lda' }],
    [{ descritivo: 'TRF DE NOSSA CASA LDA', valorCents: 10_000 }],
    [{ descritivo: 'TRF P/O CAFE EXEMPLO DO LARGO', valorCents: -800_000 }],
    [{ descritivo: 'TRF DE HOTEL MIRADOURO FT A2025/2', valorCents: 193_112 }],
    [{ emitente: '501000000 - Sociedade da Água de Luso, S.A.' }],
    [{ emitente: '598000000 - Moagem Vale Fundo - Farinhas e Cereais' }],
    // A salary refund coming in is not a salary paid; a card refund is not a sale.
    [{ descritivo: 'DEVOLUCAO ORDENADO', valorCents: 5_000 }],
  ])('leaves %o alone', (l) => {
    expect(resultado(l)).toBeUndefined();
  });

  it('leaves the card acquirer’s commissions to the card step, and other fees to the bank-fee rule', () => {
    expect(paraAsRegrasBase(linha({ descritivo: 'COMISSAO TPA 9061122', valorCents: -1_500 }))).toBe(false);
    expect(paraAsRegrasBase(linha({ descritivo: 'COMISSAO MANUTENCAO CONTA', valorCents: -750 }))).toBe(true);
    expect(paraAsRegrasBase(linha({ descritivo: 'TPA VENDAS 9054457', valorCents: 504_623 }))).toBe(true);
  });

  it('leaves out the rules a company turned off', () => {
    const semEdp = prepararRegras(regrasBaseAtivas(new Set(['electricidade'])));
    expect(regraDaLinha(linha({ emitente: '503504564 - EDP Comercial' }), semEdp)).toBeUndefined();
    expect(regraDaLinha(linha({ emitente: '504615947 - MEO' }), semEdp)?.id).toBe('comunicacao');
  });
});
