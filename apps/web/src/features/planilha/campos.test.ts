import { describe, expect, it } from 'vitest';
import {
  CAMPOS,
  type ContextoEdicao,
  opcoesDoCampo,
  podeAssociarExtrato,
  podeDesassociarExtrato,
  podeEditarCampo,
  valoresDaLinha,
} from './campos';
import { linhaDeTeste } from './test-fixtures';

const CLASSIFICACAO = [
  'dataPagamento',
  'categoria_A',
  'subcategoria_A',
  'categoria_B',
  'subcategoria_B',
  'rubrica_B',
  'tipologia',
  'gasto',
  'unidadeNegocio',
] as const;
const FATURA_E_EXTRATO = [
  'nif',
  'emitente',
  'numeroFatura',
  'descritivo',
  'dataEmissao',
  'baseTributavel',
  'iva',
  'total',
  'valorExtrato',
] as const;

const editor: ContextoEdicao = { editando: true, podeEditar: true, userId: 'u1' };
const extrato = {
  descricao: 'TRF EDP',
  dataMovimento: '2025-03-05',
  valor: 123,
  tipoMovimento: 'Saída' as const,
};

describe('podeEditarCampo (SPEC §4 "Editable fields")', () => {
  it('covers every column exactly once', () => {
    expect([...CLASSIFICACAO, ...FATURA_E_EXTRATO, 'cashFlow'].sort()).toEqual([...CAMPOS].sort());
  });

  it('lets nothing change outside edit mode, nor for a leitor', () => {
    const minha = linhaDeTeste({ criadaManualmente: true, criadoPor: 'u1', extrato });
    for (const campo of CAMPOS) {
      expect(podeEditarCampo(campo, minha, { ...editor, editando: false })).toBe(false);
      expect(podeEditarCampo(campo, minha, { ...editor, podeEditar: false })).toBe(false);
    }
  });

  it('opens every field of a manual row to its creator', () => {
    const minha = linhaDeTeste({ criadaManualmente: true, criadoPor: 'u1' });
    for (const campo of CAMPOS) expect(podeEditarCampo(campo, minha, editor)).toBe(true);
  });

  it('opens only the classification of imported rows and of other people’s manual rows', () => {
    const importada = linhaDeTeste({ extrato });
    const deOutro = linhaDeTeste({ criadaManualmente: true, criadoPor: 'u2', extrato });
    for (const linha of [importada, deOutro]) {
      for (const campo of CLASSIFICACAO) expect(podeEditarCampo(campo, linha, editor)).toBe(true);
      for (const campo of FATURA_E_EXTRATO) expect(podeEditarCampo(campo, linha, editor)).toBe(false);
      expect(podeEditarCampo('cashFlow', linha, editor)).toBe(true);
    }
  });

  it('keeps the statement of the user’s own row when a bank line settles it', () => {
    for (const status of ['Correspondido', 'Manual']) {
      const ligada = linhaDeTeste({
        criadaManualmente: true,
        criadoPor: 'u1',
        extrato,
        statusCorrespondencia: status,
      });
      expect(podeEditarCampo('descritivo', ligada, editor)).toBe(false);
      expect(podeEditarCampo('valorExtrato', ligada, editor)).toBe(false);
      expect(podeEditarCampo('total', ligada, editor)).toBe(true);
      expect(podeEditarCampo('cashFlow', ligada, editor)).toBe(true);
    }
  });

  it('enables the movement type (Cash Flow) on any row, with or without a statement', () => {
    expect(podeEditarCampo('cashFlow', linhaDeTeste({ extrato: null }), editor)).toBe(true);
  });

  it('never treats a manual row as the user’s when no one is signed in', () => {
    const semDono = linhaDeTeste({ criadaManualmente: true, criadoPor: null });
    expect(podeEditarCampo('nif', semDono, { ...editor, userId: undefined })).toBe(false);
  });
});

describe('opcoesDoCampo', () => {
  const lojas = [
    { _id: 'loja-1', nome: 'LojaA' },
    { _id: 'loja-2', nome: 'Porto' },
  ];

  it('follows the row’s current parent for dependent lists', () => {
    const valores = {
      ...valoresDaLinha(linhaDeTeste()),
      categoria_A: 'Compras',
      categoria_B: 'Fluxos de caixa das actividades operacionais',
      subcategoria_B: 'Não Aplicável',
    };
    expect(opcoesDoCampo('subcategoria_A', valores, lojas).map((o) => o.value)).toEqual([
      'Mercadoria',
      'Matéria Prima',
      'Produto Inacabado',
      'Sem Subcategoria A',
    ]);
    expect(opcoesDoCampo('subcategoria_B', valores, lojas).map((o) => o.value)).toEqual([
      'Não Aplicável',
      'Sem Subcategoria B',
    ]);
    expect(opcoesDoCampo('rubrica_B', valores, lojas)[0]?.value).toBe('Recebimentos de clientes');
  });

  it('offers the fixed lists and the company’s shops by name', () => {
    const valores = valoresDaLinha(linhaDeTeste());
    expect(opcoesDoCampo('tipologia', valores, lojas).map((o) => o.value)).toEqual([
      'N/A',
      'Pessoal',
      'Empresa',
    ]);
    expect(opcoesDoCampo('gasto', valores, lojas).map((o) => o.value)).toEqual([
      'N/A',
      'Fixo',
      'Variável',
      'Não aplicável',
    ]);
    expect(opcoesDoCampo('cashFlow', valores, lojas).map((o) => o.value)).toEqual(['Entrada', 'Saída']);
    expect(opcoesDoCampo('unidadeNegocio', valores, lojas)).toEqual([
      { value: 'loja-1', label: 'LojaA' },
      { value: 'loja-2', label: 'Porto' },
    ]);
    expect(opcoesDoCampo('nif', valores, lojas)).toEqual([]);
  });
});

describe('valoresDaLinha', () => {
  it('flattens the invoice and statement parts, with nulls where a part is missing', () => {
    const valores = valoresDaLinha(linhaDeTeste({ extrato, dataPagamento: '2025-03-05' }));
    expect(valores).toMatchObject({
      nif: '500000000',
      total: 123,
      descritivo: 'TRF EDP',
      valorExtrato: 123,
      cashFlow: 'Saída',
      dataPagamento: '2025-03-05',
      unidadeNegocio: 'loja-1',
    });
    const soExtrato = valoresDaLinha(linhaDeTeste({ fatura: null }));
    expect([soExtrato.nif, soExtrato.total, soExtrato.descritivo, soExtrato.cashFlow]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('podeAssociarExtrato / podeDesassociarExtrato (SPEC §4)', () => {
  it('offers association to pending rows without statement only', () => {
    expect(podeAssociarExtrato(linhaDeTeste({ statusCorrespondencia: 'Pendente', extrato: null }))).toBe(
      true,
    );
    expect(podeAssociarExtrato(linhaDeTeste({ statusCorrespondencia: 'Pendente', extrato }))).toBe(false);
    expect(podeAssociarExtrato(linhaDeTeste({ statusCorrespondencia: 'Correspondido', extrato: null }))).toBe(
      false,
    );
    // An annulled document counts in no report: a bank line linked to it would vanish with it.
    expect(
      podeAssociarExtrato(linhaDeTeste({ statusCorrespondencia: 'Pendente', extrato: null, anulado: true })),
    ).toBe(false);
  });

  it('offers disassociation to invoice rows a bank line settles', () => {
    expect(podeDesassociarExtrato(linhaDeTeste({ statusCorrespondencia: 'Correspondido', extrato }))).toBe(
      true,
    );
    expect(podeDesassociarExtrato(linhaDeTeste({ statusCorrespondencia: 'Manual', extrato }))).toBe(true);
    // A statement typed by hand on a manual row is not a link; a statement-only row is the bank line itself.
    expect(podeDesassociarExtrato(linhaDeTeste({ statusCorrespondencia: 'Pendente', extrato }))).toBe(false);
    expect(
      podeDesassociarExtrato(linhaDeTeste({ statusCorrespondencia: 'Sem fatura', fatura: null, extrato })),
    ).toBe(false);
  });
});
