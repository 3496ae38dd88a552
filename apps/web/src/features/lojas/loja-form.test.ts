import { describe, expect, it } from 'vitest';
import type { Loja } from './api/loja-api';
import { lojaDraft, lojaPayload, nomeDaLoja } from './loja-form';
import { newPessoalRow } from './pessoal';

describe('nomeDaLoja', () => {
  it("shows 'LojaA' for a shop without a name", () => {
    expect(nomeDaLoja('')).toBe('LojaA');
    expect(nomeDaLoja('   ')).toBe('LojaA');
    expect(nomeDaLoja(null)).toBe('LojaA');
    expect(nomeDaLoja('Loja do Porto')).toBe('Loja do Porto');
  });
});

const loja: Loja = {
  _id: 'l1',
  nome: 'Loja do Porto',
  email: '',
  telefone: '',
  morada: 'Rua das Flores, 1',
  responsavel_loja: 'Rui',
  cont_resp_loja: null,
  employee: [newPessoalRow([], 2025), newPessoalRow([], 2024)],
  empresa: { _id: 'e1' },
};

describe('lojaDraft / lojaPayload', () => {
  it('round-trips a shop, with the years in order and a missing contact as null', () => {
    const payload = lojaPayload(lojaDraft(loja));
    expect(payload).toEqual({
      nome: 'Loja do Porto',
      email: '',
      telefone: '',
      morada: 'Rua das Flores, 1',
      responsavel_loja: 'Rui',
      cont_resp_loja: null,
      employee: [newPessoalRow([], 2024), newPessoalRow([], 2025)],
    });
  });

  it('trims the text and keeps a numeric contact', () => {
    const draft = {
      ...lojaDraft(loja),
      nome: ' Loja ',
      responsavel_loja: ' Ana ',
      cont_resp_loja: 912345678,
    };
    expect(lojaPayload(draft)).toMatchObject({
      nome: 'Loja',
      responsavel_loja: 'Ana',
      cont_resp_loja: 912345678,
    });
  });
});
