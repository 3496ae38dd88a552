import { gerarModeloPlanilhaCompleta, gerarModeloProdutos, type LinhaProdutos } from '@contas/core/modelos';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type ParteMultipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
const u = {} as Record<'editor' | 'leitor', TestUser>;

beforeAll(async () => {
  t = await startTestApp();
  for (const papel of ['editor', 'leitor'] as const) u[papel] = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

type Linha = Omit<LinhaProdutos, 'linha'>;
const CAFE: Linha = {
  produto: 'Café',
  ano: 2026,
  quantidades: Array.from({ length: 12 }, (_, i) => 100 + i),
};
const NATA: Linha = { produto: 'Pastel de nata', ano: 2025, quantidades: [40, 0, ...Array(10).fill(null)] };

async function empresa() {
  const { id, lojaIds } = await criarEmpresaDeTeste(t, {
    nome: 'Produtos Exemplo, Lda',
    membros: [
      [u.editor, 'editor'],
      [u.leitor, 'leitor'],
    ],
    lojas: ['Loja 1', 'Loja 2'],
  });
  return { id, lojaId: lojaIds[0] as string, loja2: lojaIds[1] as string };
}

const ficheiro = (bytes: Uint8Array, nome = 'produtos.xlsx'): ParteMultipart => ({
  campo: 'file',
  nome,
  bytes,
});

function enviar(
  empresaId: string,
  lojaId: string,
  partes: readonly ParteMultipart[],
  quem: TestUser = u.editor,
) {
  const { payload, headers } = multipart([
    { campo: 'tipoArquivo', valor: 'produtos' },
    { campo: 'tipoUpload', valor: 'upload-produtos' },
    { campo: 'lojaId', valor: lojaId },
    ...partes,
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/criar-produtos/${empresaId}/${lojaId}`,
    payload,
    headers: { ...headers, ...quem.auth },
  });
}

/** The stored quantities as the template's lines (null for a month with none). */
async function naBase(empresaId: string, lojaId: string): Promise<Linha[]> {
  const { rows } = await t.pool.query<{ produto: string; ano: number; mes: number; quantidade: number }>(
    'select produto, ano, mes, quantidade from produtos_vendas where empresa_id = $1 and loja_id = $2 order by produto, ano, mes',
    [empresaId, lojaId],
  );
  const linhas = new Map<string, Linha>();
  for (const r of rows) {
    const chave = `${r.produto}|${r.ano}`;
    const linha = linhas.get(chave) ?? { produto: r.produto, ano: r.ano, quantidades: Array(12).fill(null) };
    linha.quantidades[r.mes - 1] = r.quantidade;
    linhas.set(chave, linha);
  }
  return [...linhas.values()];
}

describe('POST /api/criar-produtos/:empresaId/:lojaId', () => {
  it('grava exatamente as quantidades escritas, por produto, ano e mês', async () => {
    const e = await empresa();
    const res = await enviar(e.id, e.lojaId, [ficheiro(await gerarModeloProdutos(2026, [CAFE, NATA]))]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: 'Importamento concluído!',
      resultados: [
        {
          _id: expect.any(String),
          ficheiro: 'produtos.xlsx',
          tipo: 'produtos',
          formato: 'Modelo dos Produtos Mensais (XLSX)',
          importadas: 2,
          duplicadas: 0,
          atualizadas: 0,
          recusadas: 0,
          problemas: [],
        },
      ],
    });
    expect(await naBase(e.id, e.lojaId)).toEqual([CAFE, NATA]);
    expect(await naBase(e.id, e.loja2)).toEqual([]);
  });

  it('importar de novo não duplica; uma quantidade mudada substitui, um mês vazio fica como estava', async () => {
    const e = await empresa();
    const bytes = await gerarModeloProdutos(2026, [CAFE, NATA]);
    await enviar(e.id, e.lojaId, [ficheiro(bytes)]);
    expect((await enviar(e.id, e.lojaId, [ficheiro(bytes)])).json().resultados[0]).toMatchObject({
      importadas: 0,
      duplicadas: 2,
      atualizadas: 0,
    });
    const correcao: Linha = { ...NATA, quantidades: [null, 5, 7, ...Array(9).fill(null)] };
    const novo: Linha = { produto: 'Chá', ano: 2026, quantidades: [1, ...Array(11).fill(null)] };
    const r = await enviar(e.id, e.lojaId, [
      ficheiro(await gerarModeloProdutos(2026, [correcao, novo, CAFE])),
    ]);
    expect(r.json().resultados[0]).toMatchObject({ importadas: 1, duplicadas: 1, atualizadas: 1 });
    expect(await naBase(e.id, e.lojaId)).toEqual([
      CAFE,
      novo,
      { ...NATA, quantidades: [40, 5, 7, ...Array(9).fill(null)] },
    ]);
  });

  it('recusa as linhas erradas com a linha e a coluna e importa as outras', async () => {
    const e = await empresa();
    // A person types a negative quantity on row 3 of the template.
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load((await gerarModeloProdutos(2026, [CAFE])) as unknown as ExcelJS.Buffer);
    (livro.getWorksheet('Produtos') as ExcelJS.Worksheet).getRow(3).values = ['Chá', 2026, -1];
    const r = await enviar(e.id, e.lojaId, [ficheiro(new Uint8Array(await livro.xlsx.writeBuffer()))]);
    expect(r.json().resultados[0]).toMatchObject({
      importadas: 1,
      recusadas: 1,
      problemas: [
        { linha: 3, motivo: 'Coluna "Jan": quantidade inválida "-1" (um número inteiro, 0 ou mais).' },
      ],
    });
    expect(await naBase(e.id, e.lojaId)).toEqual([CAFE]);
  });

  it('sem ficheiro ou sem loja: a mensagem do ecrã; outro modelo: 400; nada escrito', async () => {
    const e = await empresa();
    for (const partes of [
      [],
      [{ campo: 'lojaId', valor: '' }, ficheiro(await gerarModeloProdutos(2026, [CAFE]))],
    ]) {
      const { payload, headers } = multipart(partes as ParteMultipart[]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/criar-produtos/${e.id}/${e.lojaId}`,
        payload,
        headers: { ...headers, ...u.editor.auth },
      });
      expect([res.statusCode, res.json().message]).toEqual([400, 'Por favor, selecione o arquivo e a loja.']);
    }
    const planilha = await enviar(e.id, e.lojaId, [ficheiro(await gerarModeloPlanilhaCompleta())]);
    expect(planilha.statusCode).toBe(400);
    const vazio = await enviar(e.id, e.lojaId, [ficheiro(await gerarModeloProdutos(2026))]);
    expect([vazio.statusCode, vazio.json().message]).toEqual([
      400,
      '"produtos.xlsx": o ficheiro não tem quantidades para importar.',
    ]);
    expect(await naBase(e.id, e.lojaId)).toEqual([]);
  });

  it('a loja de outra empresa: 404; um leitor: 403', async () => {
    const e = await empresa();
    const outra = await empresa();
    const bytes = await gerarModeloProdutos(2026, [CAFE]);
    const { payload, headers } = multipart([ficheiro(bytes)]);
    const alheia = await t.app.inject({
      method: 'POST',
      url: `/api/criar-produtos/${e.id}/${outra.lojaId}`,
      payload,
      headers: { ...headers, ...u.editor.auth },
    });
    expect(alheia.statusCode).toBe(404);
    expect((await enviar(e.id, e.lojaId, [ficheiro(bytes)], u.leitor)).statusCode).toBe(403);
    expect(await naBase(outra.id, outra.lojaId)).toEqual([]);
  });
});
