import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pacote from '../../package.json';
import { startTestApp, type TestApp } from '../../test/test-app';

type Esquema = {
  type?: string;
  required?: string[];
  properties?: Record<string, Esquema & { const?: string; items?: Esquema }>;
};
type Parametro = { name: string; in: string; required: boolean; schema: Esquema & { enum?: string[] } };
type Operacao = {
  description: string;
  security?: unknown;
  'x-papel-minimo'?: string;
  parameters?: Parametro[];
  requestBody?: { required: boolean; content: Record<string, { schema: Esquema }> };
  responses: Record<string, { $ref?: string }>;
};
type Documento = {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operacao>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
};

let t: TestApp;
let doc: Documento;

const caminho = (url: string) => url.replace(/:(\w+)/g, '{$1}');
function operacao(method: string, url: string): Operacao {
  const op = doc.paths[caminho(url)]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${url} não está na descrição`);
  return op;
}
const corpoJson = (op: Operacao) => op.requestBody?.content['application/json']?.schema;
const consulta = (op: Operacao) => (op.parameters ?? []).filter((p) => p.in === 'query');
const erro = (nome: string) => ({ $ref: `#/components/responses/${nome}` });

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode, res.body).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/openapi.json', () => {
  it('is public JSON: no token needed, and a bad one is not even read', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { authorization: 'Bearer nao-e-um-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(operacao('GET', '/api/openapi.json').security).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document for a real validator, titled and versioned', async () => {
    // The parser dereferences what it is given: a copy, so the other tests read the document as served.
    const resultado = await validate(structuredClone(doc) as unknown as Parameters<typeof validate>[0]);
    expect(resultado.valid, resultado.valid ? '' : compileErrors(resultado)).toBe(true);
    expect(resultado.warnings).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Contas Claras API');
    expect(doc.info.version).toBe(pacote.version);
  });

  it('describes every route the server registers, with its method, and nothing else', () => {
    const registadas = t.app.rotas.map((r) => `${r.method.toLowerCase()} ${caminho(r.url)}`).sort();
    const descritas = Object.entries(doc.paths)
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`))
      .sort();
    expect(descritas).toEqual(registadas);
    expect(registadas.length).toBeGreaterThan(50);
  });

  it('declares each path parameter as a required path parameter', () => {
    for (const rota of t.app.rotas) {
      const nomes = [...rota.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const declarados = (operacao(rota.method, rota.url).parameters ?? []).filter((p) => p.in === 'path');
      expect(
        declarados.map((p) => p.name),
        `${rota.method} ${rota.url}`,
      ).toEqual(nomes);
      for (const p of declarados) expect(p.required).toBe(true);
    }
    expect(doc.paths['/put/planilha/{rowId}']).toBeDefined();
  });

  it('asks for the access token on every route but the public ones, and names the least role', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.cookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'accessToken',
    });
    for (const rota of t.app.rotas) {
      const op = operacao(rota.method, rota.url);
      const nome = `${rota.method} ${rota.url}`;
      if (rota.acesso.tipo === 'publico') {
        // Stated explicitly: no security at all, not the default.
        expect(op.security, nome).toEqual([]);
        expect(op.description, nome).toMatch(/^Pública/);
        continue;
      }
      expect(op.security, nome).toEqual([{ bearer: [] }, { cookie: [] }]);
      expect(op.responses['401'], nome).toEqual(erro('NaoAutenticado'));
      if (rota.acesso.tipo !== 'empresa') {
        expect(op['x-papel-minimo'], nome).toBeUndefined();
        continue;
      }
      expect(op['x-papel-minimo'], nome).toBe(rota.acesso.papel);
      expect(op.responses['403'], nome).toEqual(erro('SemPermissao'));
      expect(op.responses['404'], nome).toEqual(erro('NaoEncontrado'));
      expect(op.description, nome).toContain('Quem não é membro recebe 404.');
    }
    expect(operacao('PUT', '/put/irc/:empresaId').description).toMatch(/^Só os administradores/);
    expect(operacao('POST', '/api/planilha/criar-linha').description).toContain(
      'do campo `empresaId` do corpo JSON',
    );
  });

  it('describes the JSON bodies from the schemas the handlers parse', () => {
    const signup = operacao('POST', '/api/signup');
    expect(signup.requestBody?.required).toBe(true);
    expect(corpoJson(signup)?.required).toEqual(['nome', 'email', 'senha']);
    expect(Object.keys(corpoJson(signup)?.properties ?? {})).toEqual(['nome', 'email', 'senha', 'telefone']);
    expect(signup.responses['409']).toEqual(erro('Conflito'));

    const edicao = operacao('PUT', '/put/planilha/:rowId');
    // SPEC §7 sends `{ mudancas }`; the version, in the body or in If-Match, is optional.
    expect(corpoJson(edicao)?.required).toEqual(['mudancas']);
    expect(corpoJson(edicao)?.properties?.versao).toMatchObject({ type: 'integer', minimum: 1 });
    expect(edicao.parameters?.find((p) => p.in === 'header')).toMatchObject({
      name: 'If-Match',
      required: false,
    });
    expect(edicao.responses['400']).toEqual(erro('PedidoInvalido'));
    expect(edicao.responses['409']).toEqual(erro('Conflito'));

    expect(operacao('POST', '/api/login').responses['429']).toEqual(erro('DemasiadasTentativas'));
    // Every field optional: an absent body reads as {}.
    expect(operacao('POST', '/api/logout').requestBody?.required).toBe(false);
    expect(
      Object.keys(corpoJson(operacao('PUT', '/put/depreciations/:empresaId/:lojaId'))?.properties ?? {}),
    ).toEqual(['depreciations']);
  });

  it('describes the query parameters, none of them required', () => {
    const pagina = consulta(operacao('GET', '/get/planilhas/resumo/:empresaId'));
    expect(pagina.map((p) => p.name)).toEqual([
      'startDate',
      'endDate',
      'page',
      'limit',
      'sortBy',
      'sortDir',
      'searchTerm',
      'estado',
      'lojaId',
      'porClassificar',
      'contarPorClassificar',
    ]);
    for (const p of pagina) expect(p.required).toBe(false);
    expect(pagina.find((p) => p.name === 'sortBy')?.schema.enum).toContain('valorExtrato');
    // The export's query joins two objects: both sides' fields are parameters.
    expect(
      consulta(operacao('GET', '/get/relatorios/:empresaId/:lojaId/exportar.xlsx')).map((p) => p.name),
    ).toEqual(['relatorio', 'ano', 'ano2']);
    expect(
      consulta(operacao('GET', '/get/demonstracao-resultados/:empresaId/:lojaId')).map((p) => p.name),
    ).toEqual(['ano', 'ano2']);
  });

  it('describes the uploads as multipart forms with the fields the handlers read', () => {
    const upload = operacao('POST', '/api/upload/:empresaId');
    const formulario = upload.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(formulario?.properties ?? {})).toEqual([
      'efatura',
      'extrato',
      'tipoUpload',
      'confirmarContas',
      'tarefa',
    ]);
    expect(formulario?.properties?.efatura?.type).toBe('array');
    expect(formulario?.properties?.tipoUpload?.const).toBe('upload-efatura-extrato');
    expect(upload.responses['413']).toEqual(erro('DemasiadoGrande'));
    expect(upload.responses['415']).toEqual(erro('TipoNaoSuportado'));

    const orcamento = operacao('POST', '/api/upload/orcamento/:empresaId/:lojaId/:ano');
    const modelo = orcamento.requestBody?.content['multipart/form-data']?.schema;
    expect(modelo?.required).toEqual(['file']);
    expect(Object.keys(modelo?.properties ?? {})).toEqual(['file', 'tipoArquivo', 'tipoUpload', 'lojaId']);
    expect(modelo?.properties?.tipoArquivo?.const).toBe('orcamento');
    expect(modelo?.properties?.tipoUpload?.const).toBe('upload-orcamento');
  });

  it("documents 'Anular importação': editor or admin, 409 when the import's rows were changed", () => {
    const anular = operacao('DELETE', '/delete/importacao/:empresaId/:importacaoId');
    expect(anular['x-papel-minimo']).toBe('editor');
    expect(anular.requestBody).toBeUndefined();
    expect(anular.responses['409']).toEqual(erro('Conflito'));
    expect(anular.responses['404']).toEqual(erro('NaoEncontrado'));
  });

  it('gives every POST and PUT a body, but the few that read none', () => {
    const semCorpo = [
      'POST /api/user/accept-invite/:inviteId',
      'POST /api/user/reject-invite/:inviteId',
      'POST /api/auth/verificar-email/:token',
      'POST /api/auth/reenviar-verificacao',
      'POST /api/processar-correspondencias/:empresaId',
      'POST /api/importacoes/:empresaId/:importacaoId/reverter-categorizacao',
      'POST /api/regras/:empresaId/aplicar',
    ];
    const sem = t.app.rotas
      .filter((r) => (r.method === 'POST' || r.method === 'PUT') && !operacao(r.method, r.url).requestBody)
      .map((r) => `${r.method} ${r.url}`);
    expect(sem.sort()).toEqual(semCorpo.sort());
  });
});
