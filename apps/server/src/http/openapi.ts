import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import pacote from '../../package.json';
import {
  type Acesso,
  type CampoDoFormulario,
  type EstadoDeErro,
  type Papel,
  publico,
  type RotaRegistada,
} from './access';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema, as a client sends it (`io: 'input'`: before transforms, defaults optional).
 * A part JSON Schema cannot say (a date object, a custom check …) becomes "any value" with a note, and a
 * schema zod cannot convert at all becomes one such note: one odd schema never takes the whole description down.
 */
export function esquemaJson(esquema: z.ZodType): JsonSchema {
  const semEquivalente = { description: 'Validado no servidor; sem equivalente em JSON Schema.' };
  try {
    const { $schema: _, ...json } = z.toJSONSchema(esquema, {
      target: 'draft-2020-12',
      io: 'input',
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
    descricao: 'Dados inválidos (a primeira falha, com `detalhes.campo`) ou JSON mal formado.',
    exemplo: 'O e-mail não é válido.',
  },
  401: {
    nome: 'NaoAutenticado',
    descricao: 'Sem sessão, ou token inválido, expirado ou anterior a uma redefinição da palavra-passe.',
    exemplo: 'Não autenticado. Inicie sessão.',
  },
  403: {
    nome: 'SemPermissao',
    descricao: 'O papel na empresa não chega para esta ação.',
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

function componentes() {
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
          'O mesmo token de acesso, no cookie `accessToken` (usado quando não há cabeçalho Authorization).',
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

function operacao({ url, acesso, esquemas = {} }: RotaRegistada) {
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
  if (acesso.tipo === 'empresa') {
    erros.add(403);
    erros.add(404);
  }

  return {
    description: quemPodeChamar(acesso),
    tags: [acesso.tipo === 'publico' ? 'Pública' : acesso.tipo === 'autenticado' ? 'Conta' : 'Empresa'],
    'x-acesso': acesso.tipo,
    ...(acesso.tipo === 'empresa' ? { 'x-papel-minimo': acesso.papel } : {}),
    ...(acesso.tipo === 'publico' ? {} : { security: [{ bearer: [] }, { cookie: [] }] }),
    ...(parametros.length ? { parameters: parametros } : {}),
    ...(corpo ? { requestBody: corpo } : {}),
    responses: {
      '2XX': { description: 'Pedido concluído; as respostas seguem a secção 7 da especificação.' },
      ...Object.fromEntries(
        [...erros].sort((a, b) => a - b).map((estado) => [String(estado), refErro(estado)]),
      ),
    },
  };
}

/** The OpenAPI 3.1 description of the routes as registered: every method and path, who may call it, what it reads. */
export function descricaoOpenApi(rotas: readonly RotaRegistada[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const rota of rotas) {
    const caminho = rota.url.replace(/:(\w+)/g, '{$1}');
    paths[caminho] ??= {};
    paths[caminho][rota.method.toLowerCase()] = operacao(rota);
  }
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
    tags: [
      { name: 'Pública', description: 'Sem sessão.' },
      { name: 'Conta', description: 'Com sessão, sem empresa no pedido.' },
      { name: 'Empresa', description: 'Para os membros de uma empresa, conforme o papel.' },
    ],
    paths,
    components: componentes(),
  };
}

/** `GET /api/openapi.json`: built on the first request, when every route is registered. */
export function registerOpenApi(app: FastifyInstance): void {
  let json: string | undefined;
  app.get('/api/openapi.json', publico, async (_request, reply) => {
    json ??= JSON.stringify(descricaoOpenApi(app.rotas));
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
