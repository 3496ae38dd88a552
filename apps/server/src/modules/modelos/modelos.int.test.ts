import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestApp, type TestApp, type TestUser } from '../../../test/test-app';

let t: TestApp;
let quem: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  quem = await createUser(t);
  t.clock.now = new Date('2026-11-20T10:00:00Z');
});
afterAll(async () => {
  await t.close();
});

async function descarregar(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: quem.auth });
  const livro = new ExcelJS.Workbook();
  if (res.statusCode === 200) await livro.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return { res, livro };
}

const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('GET /get/modelos/:modelo', () => {
  it('planilha-completa: o XLSX com listas de escolha nas colunas da classificação e as instruções', async () => {
    const { res, livro } = await descarregar('/get/modelos/planilha-completa');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(TIPO_XLSX);
    expect(res.headers['content-disposition']).toBe('attachment; filename="modelo-planilha-completa.xlsx"');
    expect(livro.worksheets.map((f) => f.name)).toEqual(['Planilha', 'Instruções', 'Listas']);
    const folha = livro.getWorksheet('Planilha') as ExcelJS.Worksheet;
    const titulos = (folha.getRow(1).values as unknown[]).slice(1);
    for (const titulo of [
      'Categoria A',
      'Subcategoria A',
      'Categoria B',
      'Subcategoria B',
      'Rúbrica B',
      'Tipologia',
      'Gasto',
    ]) {
      const coluna = titulos.indexOf(titulo) + 1;
      expect(folha.getCell(2, coluna).dataValidation, titulo).toMatchObject({
        type: 'list',
        formulae: [expect.stringMatching(/^Listas!\$[A-Z]\$2:\$[A-Z]\$\d+$/)],
      });
    }
    const listas = livro.getWorksheet('Listas') as ExcelJS.Worksheet;
    expect(listas.state).toBe('hidden');
    const instrucoes = livro.getWorksheet('Instruções') as ExcelJS.Worksheet;
    expect(String(instrucoes.getCell('A1').value)).toBe('Modelo da Planilha Completa — instruções');
  });

  it('orcamento: por omissão o ano seguinte, ou o ano pedido', async () => {
    const seguinte = await descarregar('/get/modelos/orcamento');
    expect(seguinte.res.headers['content-disposition']).toBe(
      'attachment; filename="modelo-orcamento-2027.xlsx"',
    );
    expect((seguinte.livro.getWorksheet('Orçamento') as ExcelJS.Worksheet).getCell('B1').value).toBe(2027);
    const pedido = await descarregar('/get/modelos/orcamento?ano=2030');
    expect(pedido.res.headers['content-disposition']).toBe(
      'attachment; filename="modelo-orcamento-2030.xlsx"',
    );
    expect((pedido.livro.getWorksheet('Orçamento') as ExcelJS.Worksheet).getCell('B1').value).toBe(2030);
    expect(pedido.livro.getWorksheet('Instruções')).toBeDefined();
  });

  it('produtos: o modelo com as quantidades validadas como inteiros', async () => {
    const { res, livro } = await descarregar('/get/modelos/produtos');
    expect(res.headers['content-disposition']).toBe('attachment; filename="modelo-produtos-2026.xlsx"');
    const folha = livro.getWorksheet('Produtos') as ExcelJS.Worksheet;
    expect(folha.getCell('C2').dataValidation).toMatchObject({ type: 'whole' });
    expect(livro.getWorksheet('Instruções')).toBeDefined();
  });

  it('um modelo desconhecido: 404; um ano inválido: 400; sem sessão: 401', async () => {
    expect((await descarregar('/get/modelos/outro')).res.statusCode).toBe(404);
    expect((await descarregar('/get/modelos/__proto__')).res.statusCode).toBe(404);
    expect((await descarregar('/get/modelos/orcamento?ano=dois')).res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/get/modelos/produtos' })).statusCode).toBe(401);
  });
});
