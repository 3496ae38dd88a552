import { CATEGORIAS_DEPRECIACAO } from '@contas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import type { Papel } from '../../http/access';

let t: TestApp;
const u = {} as Record<'editor' | 'leitor' | 'outsider', TestUser>;
let empresaId: string;
let lojaA: string;
let lojaB: string;
let lojaDeOutra: string;

async function novaEmpresa(membros: Array<[TestUser, Papel]>) {
  const { id, lojaIds } = await criarEmpresaDeTeste(t, {
    nome: 'Depreciações, Lda',
    membros,
    lojas: ['A', 'B'],
  });
  return { id, lojas: lojaIds };
}

beforeAll(async () => {
  t = await startTestApp();
  for (const nome of ['editor', 'leitor', 'outsider'] as const) u[nome] = await createUser(t);
  const empresa = await novaEmpresa([
    [u.editor, 'editor'],
    [u.leitor, 'leitor'],
  ]);
  empresaId = empresa.id;
  [lojaA, lojaB] = empresa.lojas as [string, string];
  lojaDeOutra = (await novaEmpresa([[u.outsider, 'admin']])).lojas[0] as string;
});
afterAll(async () => {
  await t.close();
});

const listar = (loja: string, user = u.editor) =>
  t.app.inject({ method: 'GET', url: `/get/depreciations/${loja}`, headers: user.auth });
const guardar = (loja: string, depreciations: unknown, user = u.editor) =>
  t.app.inject({
    method: 'PUT',
    url: `/put/depreciations/${empresaId}/${loja}`,
    headers: user.auth,
    payload: { depreciations },
  });

/** A year as the API answers it: every category, unset ones at 0. */
const ano = (year: number, valores: Record<string, number> = {}) => ({
  year,
  ...Object.fromEntries(CATEGORIAS_DEPRECIACAO.map(({ key }) => [key, valores[key] ?? 0])),
});

describe('depreciations', () => {
  it('saves a store’s years and answers them sorted, every category present, 2 decimals, empty = 0', async () => {
    expect((await listar(lojaA)).json()).toEqual([]);
    const res = await guardar(lojaA, [
      {
        year: 2026,
        equipamento_basico: 12.345,
        programas_computador: '1234,5',
        edificios_outras_construcoes: '',
        equipamento_transporte: null,
      },
      { year: '2024', equipamento_administrativo: 0.005, outros_ativos_intangiveis: 99999.999 },
      { year: 2025 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const esperado = [
      ano(2024, { equipamento_administrativo: 0.01, outros_ativos_intangiveis: 100000 }),
      ano(2025),
      ano(2026, { equipamento_basico: 12.35, programas_computador: 1234.5 }),
    ];
    expect(res.json()).toEqual(esperado);
    expect((await listar(lojaA)).json()).toEqual(esperado);
    expect((await listar(lojaB)).json()).toEqual([]);
  });

  it('replaces the whole list: a year left out is gone', async () => {
    await guardar(lojaA, [{ year: 2024, equipamento_basico: 10 }, { year: 2025 }]);
    expect((await guardar(lojaA, [{ year: 2025, equipamento_basico: 20 }])).json()).toEqual([
      ano(2025, { equipamento_basico: 20 }),
    ]);
    expect((await guardar(lojaA, [])).json()).toEqual([]);
  });

  it.each([
    [[{ year: 2024 }, { year: 2024 }], 'Este ano já está em uso. Por favor, escolha outro ano.'],
    [[{ year: 1800 }], 'O ano deve estar entre 1900 e 2200.'],
    [[{ year: 2024.5 }], 'O ano deve ser um número inteiro.'],
    [[{ year: 'dois mil' }], 'O ano deve ser um número inteiro.'],
    [[{ year: 2024, equipamento_basico: -1 }], 'O valor de Equipamento básico não pode ser negativo.'],
    [
      [{ year: 2024, propriedade_industrial: 'abc' }],
      'O valor de Propriedade industrial deve ser um número.',
    ],
    [[{ year: 2024, equipamento_basico: 1e15 }], 'O valor de Equipamento básico é demasiado grande.'],
    [{ year: 2024 }, 'As depreciações devem ser uma lista de anos.'],
  ])('refuses %j: %s', async (lista, mensagem) => {
    await guardar(lojaA, [{ year: 2030, equipamento_basico: 1 }]);
    const res = await guardar(lojaA, lista);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(mensagem);
    // Nothing of a refused list is written.
    expect((await listar(lojaA)).json()).toEqual([ano(2030, { equipamento_basico: 1 })]);
  });

  it('is for editors of the company, one store at a time', async () => {
    expect((await listar(lojaA, u.leitor)).statusCode).toBe(403);
    expect((await guardar(lojaA, [], u.leitor)).statusCode).toBe(403);
    expect((await listar(lojaA, u.outsider)).statusCode).toBe(404);
    expect((await listar(lojaDeOutra)).statusCode).toBe(404);
    expect((await guardar(lojaDeOutra, [])).json()).toEqual({ message: 'Loja não encontrada.' });
    const todas = await guardar('todas', []);
    expect(todas.statusCode).toBe(400);
    expect(todas.json().message).toBe('As depreciações registam-se por loja: escolha uma loja.');
  });

  it('enter the income statement a twelfth a month, as a cost', async () => {
    await guardar(lojaB, [{ year: 2025, equipamento_transporte: 1200.06 }]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/get/demonstracao-resultados/${empresaId}/${lojaB}?ano=2024&ano2=2025`,
      headers: u.leitor.auth,
    });
    const depreciacoes = res.json().linhas.find((l: { key: string }) => l.key === 'depreciacoes');
    expect(depreciacoes.valores.ano2.meses).toEqual([...Array(6).fill(-100.01), ...Array(6).fill(-100)]);
    expect(depreciacoes.valores.ano2.total).toBe(-1200.06);
    expect(depreciacoes.valores.ano1.total).toBe(0);
  });
});
