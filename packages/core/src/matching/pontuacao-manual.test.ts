import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../dates/dates';
import {
  type DocumentoParaAssociar,
  diferencaPedeConfirmacao,
  type MovimentoCandidato,
  ordenarCandidatos,
  pontuarCandidato,
} from './pontuacao-manual';

const d = (iso: string) => iso as IsoDate;

// A purchase of 123,00 € (negative in the ledger) issued on 10/03/2025.
const EDP: DocumentoParaAssociar = {
  totalCents: -12300,
  data: d('2025-03-10'),
  nif: '503504564',
  emitente: '503504564 - EDP Comercial, S.A.',
  numero: 'FT 2025/1234',
};

const A: MovimentoCandidato = {
  valorCents: -12300,
  data: d('2025-03-25'),
  descricao: 'DD EDP COMERCIAL 503504564 FT 2025/1234',
};
const B: MovimentoCandidato = { valorCents: -12000, data: d('2025-03-10'), descricao: 'TRF EDP' };
const C: MovimentoCandidato = { valorCents: -12300, data: d('2025-06-01'), descricao: 'PAGAMENTO SERVICOS' };
const D: MovimentoCandidato = { valorCents: -12301, data: d('2025-03-12'), descricao: 'EDP COM' };

describe('pontuarCandidato', () => {
  it('soma valor, data, nome (pelo NIF) e referência', () => {
    // Same amount 45; 15 days: 20 × (1 − 15/60) = 15; NIF in the text 25; 'FT 2025/1234' quoted 10.
    expect(pontuarCandidato(EDP, A)).toEqual({
      total: 95,
      valor: 45,
      data: 15,
      nome: 25,
      referencia: 10,
      diferencaCents: 0,
    });
  });

  it('desconta a diferença de valor e conta as palavras do nome encontradas', () => {
    // 3,00 € off 123,00 €: 45 × (1 − 300/12300) = 43,90…; same day 20; 'EDP' of ['EDP', 'COMERCIAL'] 12,5.
    expect(pontuarCandidato(EDP, B)).toEqual({
      total: 76.4,
      valor: 43.9,
      data: 20,
      nome: 12.5,
      referencia: 0,
      diferencaCents: -300,
    });
  });

  it('um cêntimo de diferença é o mesmo valor; um nome cortado pelo banco conta', () => {
    // 2 days: 20 × 58/60 = 19,33…; 'COM' starts 'COMERCIAL'.
    expect(pontuarCandidato(EDP, D)).toEqual({
      total: 89.3,
      valor: 45,
      data: 19.3,
      nome: 25,
      referencia: 0,
      diferencaCents: 1,
    });
  });

  it('mais de 60 dias depois a data não conta', () => {
    // 83 days after the issue.
    expect(pontuarCandidato(EDP, C)).toMatchObject({ total: 45, data: 0, nome: 0, diferencaCents: 0 });
  });

  it('uma venda compara valores positivos; sem total não há valor nem diferença', () => {
    const venda: DocumentoParaAssociar = {
      ...EDP,
      totalCents: 5000,
      nif: null,
      emitente: null,
      numero: null,
    };
    expect(pontuarCandidato(venda, { valorCents: 5000, data: d('2025-03-10'), descricao: 'TPA' })).toEqual({
      total: 65,
      valor: 45,
      data: 20,
      nome: 0,
      referencia: 0,
      diferencaCents: 0,
    });
    const semTotal = { ...venda, totalCents: null };
    expect(
      pontuarCandidato(semTotal, { valorCents: 5000, data: d('2025-03-10'), descricao: 'TPA' }),
    ).toMatchObject({ total: 20, valor: 0, diferencaCents: null });
  });
});

describe('ordenarCandidatos', () => {
  it('põe primeiro a maior pontuação, não o valor mais próximo', () => {
    const ordem = ordenarCandidatos(EDP, [C, B, D, A]).map((c) => [c.movimento.descricao, c.pontuacao.total]);
    expect(ordem).toEqual([
      ['DD EDP COMERCIAL 503504564 FT 2025/1234', 95],
      ['EDP COM', 89.3],
      ['TRF EDP', 76.4],
      ['PAGAMENTO SERVICOS', 45],
    ]);
  });

  it('com a mesma pontuação, o mais recente primeiro', () => {
    const semNada: DocumentoParaAssociar = {
      totalCents: null,
      data: null,
      nif: null,
      emitente: null,
      numero: null,
    };
    const antigo = { valorCents: -100, data: d('2025-01-01'), descricao: 'X' };
    const recente = { valorCents: -100, data: d('2025-02-01'), descricao: 'X' };
    expect(ordenarCandidatos(semNada, [antigo, recente]).map((c) => c.movimento)).toEqual([recente, antigo]);
  });
});

describe('diferencaPedeConfirmacao', () => {
  it('pede confirmação só acima de um cêntimo', () => {
    expect(diferencaPedeConfirmacao(null)).toBe(false);
    expect(diferencaPedeConfirmacao(0)).toBe(false);
    expect(diferencaPedeConfirmacao(1)).toBe(false);
    expect(diferencaPedeConfirmacao(-1)).toBe(false);
    expect(diferencaPedeConfirmacao(2)).toBe(true);
    expect(diferencaPedeConfirmacao(-47700)).toBe(true);
  });
});
