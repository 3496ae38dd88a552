import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import pacote from '../../package.json';
import {
  type Acesso,
  type CampoDoFormulario,
  comEsquemas,
  type EstadoDeclarado,
  type EstadoDeErro,
  type Papel,
  publico,
  type Respostas,
  type RotaRegistada,
} from './access';
import { eFicheiro } from './respostas';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema, as a client sends it (`io: 'input'`: before transforms, defaults optional).
 * A part JSON Schema cannot say (a date object, a custom check …) becomes "any value" with a note, and a
 * schema zod cannot convert at all becomes one such note: one odd schema never takes the whole description down.
 */
export function esquemaJson(esquema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const semEquivalente = { description: 'Validado no servidor; sem equivalente em JSON Schema.' };
  try {
    const { $schema: _, ...json } = z.toJSONSchema(esquema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: () => semEquivalente,
    }) as JsonSchema;
    return json;
  } catch {
    return { ...semEquivalente };
  }
}

type RespostaDeErro = {
  nome: string;
  descricao: string;
  exemplo: string;
  cabecalhos?: Record<string, unknown>;
};

const ERROS: Record<EstadoDeErro, RespostaDeErro> = {
  400: {
    nome: 'PedidoInvalido',
    descricao:
      'Dados inválidos (a primeira falha, com `detalhes.campo`), JSON mal formado, ou um carácter de controlo ' +
      '(NUL e outros; tabulações e quebras de linha só nos campos que as aceitam) num campo, na consulta ou no ' +
      'caminho.',
    exemplo: 'O e-mail não é válido.',
  },
  401: {
    nome: 'NaoAutenticado',
    descricao: 'Sem sessão, ou token inválido, expirado ou anterior a uma redefinição da palavra-passe.',
    exemplo: 'Não autenticado. Inicie sessão.',
  },
  403: {
    nome: 'SemPermissao',
    descricao:
      'O papel na empresa não chega para esta ação, ou uma alteração autenticada só pelo cookie não vem da ' +
      'origem da aplicação (cabeçalho Origin ou Referer).',
    exemplo: 'O seu papel nesta empresa não permite esta ação.',
  },
  404: {
    nome: 'NaoEncontrado',
    descricao: 'Não existe, ou não é de quem pede: quem não é membro da empresa recebe 404, não 403.',
    exemplo: 'Empresa não encontrada.',
  },
  409: {
    nome: 'Conflito',
    descricao: 'O pedido choca com o estado atual (já existe, foi alterado entretanto, falta uma loja …).',
    exemplo: 'Já existe uma conta com este e-mail.',
  },
  413: {
    nome: 'DemasiadoGrande',
    descricao: 'Corpo JSON acima de 1 MiB, ficheiro acima de 20 MB ou mais de 4 ficheiros num pedido.',
    exemplo: 'O ficheiro excede o limite de 20 MB.',
  },
  415: {
    nome: 'TipoNaoSuportado',
    descricao: 'O ficheiro não é de um tipo aceite.',
    exemplo:
      'O ficheiro "dados.pdf" não tem um tipo aceite. Tipos aceites: .csv, .txt, .xlsx, .xml, .ofx, .qfx.',
  },
  429: {
    nome: 'DemasiadasTentativas',
    descricao: 'Demasiadas tentativas falhadas; `Retry-After` diz quantos segundos esperar.',
    exemplo: 'Muitas tentativas de login falhadas. Tente novamente mais tarde.',
    cabecalhos: {
      'Retry-After': { description: 'Segundos até poder tentar de novo.', schema: { type: 'integer' } },
    },
  },
};

const refErro = (estado: EstadoDeErro) => ({ $ref: `#/components/responses/${ERROS[estado].nome}` });

function componentesBase() {
  const respostas = Object.fromEntries(
    Object.values(ERROS).map(({ nome, descricao, exemplo, cabecalhos }) => [
      nome,
      {
        description: descricao,
        ...(cabecalhos ? { headers: cabecalhos } : {}),
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Erro' },
            example: { message: exemplo },
          },
        },
      },
    ]),
  );
  return {
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'Token de acesso de `POST /api/login` ou `POST /api/refresh` (válido 1 hora).',
      },
      cookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'accessToken',
        description:
          'O mesmo token de acesso, no cookie `accessToken` (usado quando não há cabeçalho Authorization). ' +
          'Um POST, PUT ou DELETE autenticado só pelo cookie tem de trazer o cabeçalho Origin (ou Referer) da ' +
          'aplicação (PUBLIC_URL); senão responde 403.',
      },
    },
    schemas: {
      Erro: {
        type: 'object',
        required: ['message'],
        properties: {
          message: {
            type: 'string',
            description: 'Mensagem em português, para mostrar a quem usa a aplicação.',
          },
          detalhes: {
            type: 'object',
            properties: { campo: { type: 'string', description: 'O campo inválido, quando há um.' } },
          },
        },
      },
    },
    responses: respostas,
  };
}

const QUEM: Record<Papel, string> = {
  leitor: 'Qualquer membro da empresa (leitor, editor ou admin).',
  editor: 'Editores e administradores da empresa; um leitor recebe 403.',
  admin: 'Só os administradores da empresa; leitores e editores recebem 403.',
};

/** Who may call a route, in Portuguese, for its description. */
function quemPodeChamar(acesso: Acesso): string {
  if (acesso.tipo === 'publico') return 'Pública: não precisa de sessão.';
  if (acesso.tipo === 'autenticado') return 'Qualquer pessoa com sessão iniciada.';
  const empresa = acesso.noCorpo
    ? `A empresa vem do campo \`${acesso.via}\` do corpo JSON.`
    : acesso.via === 'empresaId'
      ? ''
      : `A empresa é aquela a que \`${acesso.via}\` pertence.`;
  return [QUEM[acesso.papel], empresa, 'Quem não é membro recebe 404.'].filter(Boolean).join(' ');
}

const PARAMETROS: Record<string, string> = {
  empresaId: 'Id da empresa.',
  lojaId: 'Id da loja (nos relatórios e no saldo inicial também `todas`: a empresa inteira).',
  userId: 'Id do utilizador.',
  rowId: 'Id da linha da planilha.',
  ano: 'Ano, com quatro algarismos.',
};

/** The query parameters of a query schema: the properties of its object (or of every object it joins). */
function parametrosDaConsulta(json: JsonSchema): Array<Record<string, unknown>> {
  const partes = Array.isArray(json.allOf) ? (json.allOf as JsonSchema[]) : [json];
  return partes.flatMap((parte) => {
    const obrigatorios = new Set((parte.required as string[] | undefined) ?? []);
    return Object.entries((parte.properties as Record<string, JsonSchema> | undefined) ?? {}).map(
      ([nome, schema]) => ({ name: nome, in: 'query', required: obrigatorios.has(nome), schema }),
    );
  });
}

function formularioJson(formulario: Record<string, CampoDoFormulario>): JsonSchema {
  const ficheiro = { type: 'string', contentMediaType: 'application/octet-stream' };
  const properties = Object.fromEntries(
    Object.entries(formulario).map(([nome, campo]) => {
      const valor = campo.ficheiro
        ? campo.varios
          ? { type: 'array', items: ficheiro }
          : ficheiro
        : { type: 'string', ...(campo.valor === undefined ? {} : { const: campo.valor }) };
      return [nome, { ...valor, description: campo.descricao }];
    }),
  );
  const required = Object.keys(formulario).filter((nome) => formulario[nome]?.obrigatorio);
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** A stable, unique operationId from the method and the path's words (ids left out): `getDemonstracaoResultados`. */
export function idDaOperacao(method: string, url: string): string {
  const palavras = url
    .split('/')
    .filter((parte) => parte && !['api', 'get', 'put', 'delete'].includes(parte))
    .map((parte) => (parte.startsWith(':') ? `por-${parte.slice(1)}` : parte))
    .flatMap((parte) => parte.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...palavras.map((p) => p[0]?.toUpperCase() + p.slice(1))].join('');
}

const DESCRICAO_DO_ESTADO: Record<EstadoDeclarado, string> = {
  200: 'Pedido concluído.',
  201: 'Criado.',
  204: 'Concluído, sem corpo.',
  503: 'Serviço indisponível.',
};

function respostasDeclaradas(respostas: Respostas) {
  return Object.fromEntries(
    Object.entries(respostas).map(([estado, resposta]) => {
      const description = DESCRICAO_DO_ESTADO[Number(estado) as EstadoDeclarado];
      if (resposta === null || resposta === undefined) return [estado, { description }];
      if (eFicheiro(resposta))
        return [
          estado,
          {
            description,
            content: {
              [resposta.ficheiro]: { schema: { type: 'string', contentMediaType: resposta.ficheiro } },
            },
          },
        ];
      return [
        estado,
        { description, content: { 'application/json': { schema: esquemaJson(resposta, 'output') } } },
      ];
    }),
  );
}

function operacao({ method, url, acesso, esquemas }: RotaRegistada) {
  const erros = new Set<EstadoDeErro>(esquemas.erros);
  const parametros: Array<Record<string, unknown>> = [];
  for (const [, nome = ''] of url.matchAll(/:(\w+)/g)) {
    parametros.push({
      name: nome,
      in: 'path',
      required: true,
      schema: { type: 'string' },
      ...(PARAMETROS[nome] ? { description: PARAMETROS[nome] } : {}),
    });
  }
  // Behind a session, an id in the path that names nothing of the caller's answers 404.
  if (url.includes(':') && acesso.tipo !== 'publico') erros.add(404);
  if (esquemas.consulta) parametros.push(...parametrosDaConsulta(esquemaJson(esquemas.consulta)));
  for (const [nome, descricao] of Object.entries(esquemas.cabecalhos ?? {}))
    parametros.push({
      name: nome,
      in: 'header',
      required: false,
      schema: { type: 'string' },
      description: descricao,
    });

  let corpo: Record<string, unknown> | undefined;
  if (esquemas.corpo) {
    const schema = esquemaJson(esquemas.corpo);
    // parseWith reads an absent body as {}: the body is required only when a field is.
    const obrigatorio = Array.isArray(schema.required) && schema.required.length > 0;
    corpo = { required: obrigatorio, content: { 'application/json': { schema } } };
  } else if (esquemas.formulario) {
    corpo = {
      required: true,
      content: { 'multipart/form-data': { schema: formularioJson(esquemas.formulario) } },
    };
    erros.add(415);
  }
  if (esquemas.corpo || esquemas.consulta || esquemas.formulario) erros.add(400);
  if (corpo) erros.add(413);
  if (acesso.tipo !== 'publico') erros.add(401);
  // A change authenticated by the cookie from another origin (http/origem.ts).
  if (acesso.tipo !== 'publico' && !['GET', 'HEAD'].includes(method)) erros.add(403);
  if (acesso.tipo === 'empresa') {
    erros.add(403);
    erros.add(404);
  }

  return {
    operationId: idDaOperacao(method, url),
    summary: esquemas.resumo,
    description: quemPodeChamar(acesso),
    tags: [acesso.tipo === 'publico' ? 'Pública' : acesso.tipo === 'autenticado' ? 'Conta' : 'Empresa'],
    'x-acesso': acesso.tipo,
    ...(acesso.tipo === 'empresa' ? { 'x-papel-minimo': acesso.papel } : {}),
    security: acesso.tipo === 'publico' ? [] : [{ bearer: [] }, { cookie: [] }],
    ...(parametros.length ? { parameters: parametros } : {}),
    ...(corpo ? { requestBody: corpo } : {}),
    responses: {
      ...respostasDeclaradas(esquemas.respostas),
      ...Object.fromEntries(
        [...erros].sort((a, b) => a - b).map((estado) => [String(estado), refErro(estado)]),
      ),
    },
  };
}

const eObjeto = (valor: unknown): valor is JsonSchema =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** The same value with every `$ref` named in `refs` replaced. */
function comRefs(no: unknown, refs: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(no)) return no.map((n) => comRefs(n, refs));
  if (!eObjeto(no)) return no;
  return Object.fromEntries(
    Object.entries(no).map(([chave, valor]) => [
      chave,
      chave === '$ref' && typeof valor === 'string' ? (refs.get(valor) ?? valor) : comRefs(valor, refs),
    ]),
  );
}

/**
 * A schema's own definitions (`$defs`: a recursive row, a part named with `.meta({ id })`) refer to the schema
 * they sit in, which inside the description is no document root: they become components, and their references
 * follow them. A named part met in several operations is one component; the unnamed ones are each their own.
 */
export function definicoesEmComponentes(no: unknown, componentes: Record<string, JsonSchema>): unknown {
  if (Array.isArray(no)) return no.map((n) => definicoesEmComponentes(n, componentes));
  if (!eObjeto(no)) return no;
  const { $defs, ...esquema } = no;
  let semDefinicoes: JsonSchema = esquema;
  if (eObjeto($defs)) {
    const definicoes = Object.entries($defs);
    // Named parts keep their id; the unnamed ones (zod's `__schema0` …) take a free 'Esquema' name.
    const reservados = new Set(definicoes.map(([id]) => id).filter((id) => !id.startsWith('__')));
    const livre = (base: string) => {
      let nome = base;
      for (let n = 2; nome in componentes || reservados.has(nome); n++) nome = `${base}${n}`;
      reservados.add(nome);
      return nome;
    };
    const nomes = new Map(definicoes.map(([id]) => [id, id.startsWith('__') ? livre('Esquema') : id]));
    const refs = () =>
      new Map([...nomes].map(([id, nome]) => [`#/$defs/${id}`, `#/components/schemas/${nome}`]));
    // The same name for another schema (an input and an output of one part) keeps both apart.
    for (const [id, definicao] of definicoes) {
      const existente = componentes[id];
      if (existente && JSON.stringify(existente) !== JSON.stringify(comRefs(definicao, refs())))
        nomes.set(id, livre(id));
    }
    const final = refs();
    for (const [id, definicao] of definicoes) {
      const nome = nomes.get(id) as string;
      componentes[nome] ??= definicoesEmComponentes(comRefs(definicao, final), componentes) as JsonSchema;
    }
    semDefinicoes = comRefs(esquema, final) as JsonSchema;
  }
  return Object.fromEntries(
    Object.entries(semDefinicoes).map(([chave, valor]) => [
      chave,
      definicoesEmComponentes(valor, componentes),
    ]),
  );
}

/** The OpenAPI 3.1 description of the routes as registered: every method and path, who may call it, what it reads. */
export function descricaoOpenApi(rotas: readonly RotaRegistada[], publicUrl: string) {
  const operacoes: Record<string, Record<string, unknown>> = {};
  for (const rota of rotas) {
    const caminho = rota.url.replace(/:(\w+)/g, '{$1}');
    operacoes[caminho] ??= {};
    operacoes[caminho][rota.method.toLowerCase()] = operacao(rota);
  }
  const componentes = componentesBase();
  const paths = definicoesEmComponentes(operacoes, componentes.schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Contas Claras API',
      version: pacote.version,
      description:
        'API da Contas Claras: contas e sessões, empresas e lojas, planilha, importações, correspondências, ' +
        'depreciações e relatórios. Gerada a partir das rotas registadas no servidor. Cada rota diz quem a ' +
        'pode chamar (`x-papel-minimo` nas rotas de uma empresa); as que não são públicas pedem o token de ' +
        'acesso no cabeçalho `Authorization: Bearer` ou no cookie `accessToken`. Dinheiro em euros, datas ' +
        '`aaaa-mm-dd`; os erros respondem `{ "message": "…" }` em português.',
    },
    servers: [{ url: publicUrl, description: 'Esta instalação (PUBLIC_URL).' }],
    tags: [
      { name: 'Pública', description: 'Sem sessão.' },
      { name: 'Conta', description: 'Com sessão, sem empresa no pedido.' },
      { name: 'Empresa', description: 'Para os membros de uma empresa, conforme o papel.' },
    ],
    paths,
    components: componentes,
  };
}

/** `GET /api/openapi.json`: built on the first request, when every route is registered. */
export function registerOpenApi(app: FastifyInstance, opcoes: { publicUrl: string }): void {
  let json: string | undefined;
  const descricao = comEsquemas(publico, {
    resumo: 'Esta descrição OpenAPI 3.1 da API',
    respostas: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
  });
  app.get('/api/openapi.json', descricao, async (_request, reply) => {
    json ??= JSON.stringify(descricaoOpenApi(app.rotas, opcoes.publicUrl));
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
