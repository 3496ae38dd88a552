import type { LinhaPlanilha } from '@contas/core/contrato';

/** A row as the server sends it, for the unit tests of this folder. */
export function linhaDeTeste(overrides: Partial<LinhaPlanilha> = {}): LinhaPlanilha {
  return {
    _id: 'l1',
    loja: 'loja-1',
    lojaNome: 'LojaA',
    criadaManualmente: false,
    criadoPor: null,
    statusCorrespondencia: 'Pendente',
    versao: 3,
    fatura: {
      nif: '500000000',
      emitente: '500000000 - EDP Comercial',
      numeroFatura: 'FT 2025/1',
      dataEmissao: '2025-03-01',
      baseTributavel: 100,
      iva: 23,
      total: 123,
      tipo: null,
      situacao: null,
    },
    anulado: false,
    estado: 'Pendente',
    extrato: null,
    dataPagamento: null,
    categoria_A: 'Sem Categoria A',
    subcategoria_A: 'Sem Subcategoria A',
    categoria_B: 'Sem Categoria B',
    subcategoria_B: 'Sem Subcategoria B',
    rubrica_B: 'Sem Rúbrica B',
    tipologia: 'N/A',
    gasto: 'N/A',
    categorizacaoAutomatica: null,
    cartao: null,
    ...overrides,
  };
}
