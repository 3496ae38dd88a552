import { gerarModeloProdutos } from '@contas/core/modelos';
import { COLUNAS } from '@contas/core/reports/fixtures/padaria-do-largo.livro';
import {
  ESPERADO_LARGO,
  ESPERADO_PRODUTOS,
  NOMES_PRODUTOS,
  PRODUTOS,
} from '@contas/core/reports/fixtures/padaria-do-largo.produtos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import type { LinhaJson } from '../relatorios/relatorio-json';

/*
 * The products of "Padaria do Largo" (core's hand-computed fixture) imported through the Produtos
 * Mensais template into its two stores: the analysis through the API equals core's figures in every
 * cell, for 'Todas as lojas' and for one store.
 */

type Produto = { nome: string; quantidadesMensais: Record<string, number>; total: number; media: number };
type Analise = {
  ano1: { ano: number; produtos: Produto[] };
  ano2: { ano: number; produtos: Produto[] };
  nomesProdutos: string[];
  loja: { _id: string; nome: string };
  linhas: LinhaJson[];
};

let t: TestApp;
const u = {} as Record<'editor' | 'leitor' | 'outsider', TestUser>;
let empresaId: string;
let largo: string;
let mercado: string;

async function importar(lojaId: string, loja: 'A' | 'B') {
  const linhas = PRODUTOS.filter(([l]) => l === loja).map(([, produto, ano, quantidades]) => ({
    produto,
    ano,
    quantidades: [...quantidades],
  }));
  const { payload, headers } = multipart([
    { campo: 'tipoArquivo', valor: 'produtos' },
    { campo: 'tipoUpload', valor: 'upload-produtos' },
    { campo: 'lojaId', valor: lojaId },
    { campo: 'file', nome: 'produtos.xlsx', bytes: await gerarModeloProdutos(2025, linhas) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/criar-produtos/${empresaId}/${lojaId}`,
    payload,
    headers: { ...headers, ...u.editor.auth },
  });
  expect(res.statusCode, res.body).toBe(201);
}

function pedir(lojaId: string, query = '?ano1=2024&ano2=2025', quem: TestUser = u.leitor) {
  return t.app.inject({
    method: 'GET',
    url: `/get/produtos/${empresaId}/${lojaId}${query}`,
    headers: quem.auth,
  });
}

async function analise(lojaId: string, query?: string): Promise<Analise> {
  const res = await pedir(lojaId, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await startTestApp();
  for (const nome of ['editor', 'leitor', 'outsider'] as const) u[nome] = await createUser(t);
  const empresa = await criarEmpresaDeTeste(t, {
    nome: 'Padaria do Largo, Lda',
    membros: [
      [u.editor, 'editor'],
      [u.leitor, 'leitor'],
    ],
    lojas: ['Largo', 'Mercado'],
  });
  empresaId = empresa.id;
  [largo, mercado] = empresa.lojaIds as [string, string];
  await importar(largo, 'A');
  await importar(mercado, 'B');
  // Another company selling the same products: nothing of it may show.
  const outra = await criarEmpresaDeTeste(t, { membros: [[u.outsider, 'admin']], lojas: ['Outra'] });
  await t.pool.query(
    `insert into produtos_vendas (empresa_id, loja_id, produto, ano, mes, quantidade)
     values ($1, $2, 'Café', 2025, 1, 999), ($1, $2, 'Pão', 2024, 3, 5)`,
    [outra.id, outra.lojaIds[0]],
  );
});
afterAll(async () => {
  await t.close();
});

const colunas = (v: { meses: number[]; total: number; media: number }) => [...v.meses, v.total, v.media];

describe('GET /get/produtos/:empresaId/:lojaId — Padaria do Largo, 2024 vs 2025', () => {
  it("'Todas as lojas': every product's every cell as core's hand-computed analysis", async () => {
    const r = await analise('todas');
    expect(r.loja).toEqual({ _id: 'todas', nome: 'Todas as lojas' });
    expect(r.nomesProdutos).toEqual(NOMES_PRODUTOS);
    expect(r.linhas.map((l) => [l.key, l.label, l.unidade])).toEqual(
      NOMES_PRODUTOS.map((n) => [n, n, 'quantidade']),
    );
    for (const [nome, esperado] of Object.entries(ESPERADO_PRODUTOS)) {
      const linha = r.linhas.find((l) => l.key === nome) as LinhaJson;
      const series = [
        ['ano1', esperado.ano1],
        ['ano2', esperado.ano2],
        ['deltaEuros', esperado.dEur],
        ['deltaPercent', esperado.dPct],
      ] as const;
      for (const [serie, valores] of series) {
        const obtido = colunas(linha.valores[serie]);
        COLUNAS.forEach((coluna, i) => {
          expect(obtido[i], `${nome} ${serie} ${coluna}`).toBeCloseTo(valores[i] ?? Number.NaN, 8);
        });
      }
    }
  });

  it("SPEC §3's shape: each year's products with their months by name, total and non-zero average", async () => {
    const r = await analise('todas');
    expect([r.ano1.ano, r.ano2.ano]).toEqual([2024, 2025]);
    expect(r.ano1.produtos.map((p) => p.nome)).toEqual(['Bolo-rei', 'Broa', 'Café', 'Pastel de nata']);
    expect(r.ano2.produtos.map((p) => p.nome)).toEqual(['Bolo-rei', 'Café', 'Croissant', 'Pastel de nata']);
    const cafe = r.ano1.produtos.find((p) => p.nome === 'Café');
    expect(cafe).toEqual({
      nome: 'Café',
      quantidadesMensais: {
        Jan: 140,
        Fev: 140,
        Mar: 140,
        Abr: 140,
        Mai: 140,
        Jun: 140,
        Jul: 140,
        Ago: 0,
        Set: 140,
        Out: 140,
        Nov: 140,
        Dez: 140,
      },
      total: 1540,
      media: 140,
    });
    const nata = r.ano2.produtos.find((p) => p.nome === 'Pastel de nata');
    expect(nata?.quantidadesMensais.Abr).toBe(0);
    expect(nata?.media).toBeCloseTo(70.9090909091, 8);
  });

  it('one store: its own quantities only', async () => {
    const r = await analise(largo);
    expect(r.loja).toEqual({ _id: largo, nome: 'Largo' });
    expect(r.nomesProdutos).toEqual(Object.keys(ESPERADO_LARGO).sort());
    for (const [nome, esperado] of Object.entries(ESPERADO_LARGO)) {
      const linha = r.linhas.find((l) => l.key === nome) as LinhaJson;
      expect([linha.valores.ano1.total, linha.valores.ano2.total], nome).toEqual([
        esperado.ano1[0],
        esperado.ano2[0],
      ]);
      expect(linha.valores.ano1.media, nome).toBeCloseTo(esperado.ano1[1], 8);
      expect(linha.valores.ano2.media, nome).toBeCloseTo(esperado.ano2[1], 8);
    }
    const mercadoSo = await analise(mercado);
    expect(mercadoSo.nomesProdutos).toEqual(['Café', 'Croissant', 'Pastel de nata']);
  });

  it('without years: last year against this one; with one, the year next to it', async () => {
    const agora = new Date().getFullYear();
    const semAnos = await analise('todas', '');
    expect([semAnos.ano1.ano, semAnos.ano2.ano]).toEqual([agora - 1, agora]);
    expect([
      (await analise('todas', '?ano2=2025')).ano1.ano,
      (await analise('todas', '?ano1=2024')).ano2.ano,
    ]).toEqual([2024, 2025]);
  });

  it('a year without products: nothing to list', async () => {
    const r = await analise('todas', '?ano1=2020&ano2=2021');
    expect([r.nomesProdutos, r.linhas, r.ano1.produtos, r.ano2.produtos]).toEqual([[], [], [], []]);
  });

  it('a bad year: 400 in Portuguese; another company or its store: 404; signed out: 401', async () => {
    const mau = await pedir('todas', '?ano1=abc');
    expect([mau.statusCode, mau.json().message]).toEqual([
      400,
      'O ano deve ser um número inteiro entre 1900 e 2200.',
    ]);
    expect((await pedir('todas', '', u.outsider)).statusCode).toBe(404);
    const { rows } = await t.pool.query<{ id: string }>(
      'select id from lojas where empresa_id <> $1 limit 1',
      [empresaId],
    );
    expect((await pedir(rows[0]?.id as string)).statusCode).toBe(404);
    const anonimo = await t.app.inject({ method: 'GET', url: `/get/produtos/${empresaId}/todas` });
    expect(anonimo.statusCode).toBe(401);
  });
});
