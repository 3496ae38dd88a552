import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../db/database';
import type { PedidoEmCurso, PortaoDasEmpresas } from '../db/escrita-em-partes';
import { isUuid } from '../db/ids';
import { preparada } from '../db/preparadas';
import { naoAutenticado, naoEncontrado, semPermissao } from '../errors/app-error';
import { verifyAccessToken } from '../modules/auth/tokens';
import type { UsersRepository } from '../modules/auth/users.repository';

export type Papel = 'leitor' | 'editor' | 'admin';
const NIVEL: Record<Papel, number> = { leitor: 1, editor: 2, admin: 3 };

export function papelPermite(papel: Papel, minimo: Papel): boolean {
  return NIVEL[papel] >= NIVEL[minimo];
}

/**
 * Who may call a route. Every route declares one; a route without it refuses to register.
 * Company-scoped routes name the path parameter that leads to the company (`via`): the company id
 * itself or the id of something that belongs to one (a store, a ledger row …), resolved from the database.
 * A few calls of the specification carry that id in the JSON body instead (`noCorpo`).
 */
export type Acesso =
  | { tipo: 'publico' }
  | { tipo: 'autenticado' }
  | { tipo: 'empresa'; papel: Papel; via: string; noCorpo?: true };

/** The statuses of the error responses the API describes (DESIGN §5), all `{ message }` in Portuguese. */
export type EstadoDeErro = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

export type EstadoDeSucesso = 200 | 201 | 204;
/** The answers a route declares: its successes, and 503 for a service that is up but cannot serve. */
export type EstadoDeclarado = EstadoDeSucesso | 503;
/** A file answer: its media type (an Excel workbook, a template). */
export type RespostaFicheiro = { ficheiro: string };
export type Respostas = Partial<Record<EstadoDeclarado, z.ZodType | RespostaFicheiro | null>>;

/** A field of a multipart form, as the handler reads it. */
export type CampoDoFormulario = {
  descricao: string;
  /** A file part; otherwise a text field. */
  ficheiro?: true;
  /** The field may carry several files. */
  varios?: true;
  obrigatorio?: true;
  /** The only value accepted when the field is sent. */
  valor?: string;
};

/**
 * What a route reads besides its path, for the OpenAPI description: the very zod schemas its handler
 * passes to `parseWith` (so the description cannot drift from the validation), the multipart form it
 * reads, and the errors of its own beyond those its access and inputs imply (409, 429 …).
 */
export type Esquemas = {
  /** One line saying what the route does (the OpenAPI summary). */
  resumo: string;
  /**
   * What it answers on success, by status (SPEC §3 and §7): a zod schema of the JSON (in
   * `@contas/core/contrato`), a file's media type, or null for an answer without a body (204). The server
   * serialises with it, so a field that is not in the schema never leaves the server.
   */
  respostas: Respostas;
  corpo?: z.ZodType;
  consulta?: z.ZodType;
  formulario?: Record<string, CampoDoFormulario>;
  /** Request headers the handler reads besides the token (name → description), all optional. */
  cabecalhos?: Record<string, string>;
  erros?: readonly EstadoDeErro[];
};

/** Who calls, and the session (refresh-token family) of the token they call with. */
export type Utilizador = { id: string; email: string; emailVerificado: boolean; sessao: string };
export type EmpresaDoPedido = { id: string; papel: Papel };

declare module 'fastify' {
  interface FastifyContextConfig {
    acesso?: Acesso;
    esquemas?: Esquemas;
    /** The request waits for the company's big writes through other means (it starts or follows one). */
    foraDoPortao?: true;
  }
  interface FastifyRequest {
    utilizador?: Utilizador;
    empresa?: EmpresaDoPedido;
    /** Leaves the company's gate (embedded database): called once the handler has answered. */
    sairDoPortao?: () => void;
    /** The request as the big writes count it, to let it finish between their parts (`PortaoDasEmpresas.comecar`). */
    pedidoEmCurso?: PedidoEmCurso;
  }
  interface FastifyInstance {
    /** Every route with its declared access, as registered: the permission tests read it. */
    rotas: RotaRegistada[];
  }
}

export type RotaRegistada = { method: string; url: string; acesso: Acesso; esquemas: Esquemas };

/** The route options these helpers build: the access, and optionally what the route reads. */
export type OpcoesDaRota = { config: { acesso: Acesso; esquemas?: Esquemas; foraDoPortao?: true } };

export const publico: OpcoesDaRota = { config: { acesso: { tipo: 'publico' } } };
export const autenticado: OpcoesDaRota = { config: { acesso: { tipo: 'autenticado' } } };

/** Route options for a company-scoped route: minimum role, and the path parameter that leads to the company. */
export function daEmpresa(papel: Papel, via = 'empresaId'): OpcoesDaRota {
  return { config: { acesso: { tipo: 'empresa', papel, via } } };
}

/** Route options for a company-scoped route whose company comes from a field of the JSON body. */
export function daEmpresaPeloCorpo(papel: Papel, campo: string): OpcoesDaRota {
  return { config: { acesso: { tipo: 'empresa', papel, via: campo, noCorpo: true } } };
}

/** Route options with the schemas (and form, and errors) of the route: `comEsquemas(publico, { corpo })`. */
export function comEsquemas(opcoes: OpcoesDaRota, esquemas: Esquemas): OpcoesDaRota {
  return { config: { ...opcoes.config, esquemas } };
}

/**
 * A company route that does not wait at the company's gate (`PortaoDasEmpresas`): it starts a big write that
 * waits there itself (the matching), waits for a job that does (an upload), or follows one (its progress).
 */
export function foraDoPortao(opcoes: OpcoesDaRota): OpcoesDaRota {
  return { config: { ...opcoes.config, foraDoPortao: true } };
}

/** Finds the company that owns the thing a path parameter names; undefined when there is none. */
export type ResolverEmpresa = (id: string, db: Queryable) => Promise<string | undefined>;

const resolvers = new Map<string, ResolverEmpresa>([['empresaId', async (id) => id]]);

export function registerEmpresaResolver(param: string, resolver: ResolverEmpresa): void {
  resolvers.set(param, resolver);
}

export function routeAccess(route: Pick<RouteOptions, 'config'>): Acesso | undefined {
  return (route.config as { acesso?: Acesso } | undefined)?.acesso;
}

/** The access token of a request: the Authorization header's, else the cookie's. */
export function tokenDoPedido(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies?.accessToken || undefined;
}

export function requireUtilizador(request: FastifyRequest): Utilizador {
  if (!request.utilizador) throw naoAutenticado();
  return request.utilizador;
}

export function requireEmpresa(request: FastifyRequest): EmpresaDoPedido {
  if (!request.empresa) throw naoEncontrado('Empresa não encontrada.');
  return request.empresa;
}

const EMPRESA_NAO_ENCONTRADA = 'Empresa não encontrada.';
/** The consolidated company in report paths. */
export const TODAS_AS_LOJAS = 'todas';

/** The store a report's path names (checked against the company by the access layer), or 'todas'. */
export const lojaDoPedido = (params: unknown): string => (params as { lojaId: string }).lojaId;

export function registerAccessControl(
  app: FastifyInstance,
  deps: { jwtSecret: string; users: UsersRepository; db: Queryable; portao?: PortaoDasEmpresas | undefined },
): void {
  const rotas: RotaRegistada[] = [];
  app.decorate('rotas', rotas);
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.includes('HEAD'))) return;
    const acesso = routeAccess(route);
    if (!acesso) throw new Error(`A rota ${String(route.method)} ${route.url} não declara o acesso.`);
    // What it answers is part of the contract too (the OpenAPI description, the serialiser, the tests).
    const { esquemas } = route.config as { esquemas?: Esquemas };
    if (!esquemas)
      throw new Error(`A rota ${String(route.method)} ${route.url} não declara o resumo e as respostas.`);
    rotas.push({ method: String(route.method), url: route.url, acesso, esquemas });
    if (acesso.tipo === 'empresa') {
      if (!resolvers.has(acesso.via))
        throw new Error(`A rota ${route.url} usa um parâmetro sem resolvedor: ${acesso.via}.`);
      if (!acesso.noCorpo && !route.url.includes(`:${acesso.via}`))
        throw new Error(`A rota ${route.url} não tem o parâmetro :${acesso.via}.`);
    }
  });

  const { portao } = deps;
  app.addHook('preHandler', async (request, reply) => {
    const acesso = request.routeOptions.config.acesso;
    if (!acesso || acesso.tipo === 'publico') return;
    const token = tokenDoPedido(request);
    if (!token) throw naoAutenticado('Não autenticado. Inicie sessão.');
    const claims = await verifyAccessToken(token, deps.jwtSecret);
    if (!claims || !isUuid(claims.sessao)) throw naoAutenticado();
    // The company named by the path is known before any query: its membership comes with the session.
    const params = request.params as Record<string, string | undefined>;
    const empresaDoCaminho =
      acesso.tipo === 'empresa' &&
      acesso.via === 'empresaId' &&
      !acesso.noCorpo &&
      isUuid(params.empresaId ?? '')
        ? params.empresaId
        : undefined;
    const user = await deps.users.findSessionState(claims.id, {
      sessao: claims.sessao,
      ...(empresaDoCaminho ? { empresaId: empresaDoCaminho } : {}),
    });
    // Logout, a reused refresh token or a password reset closed the session: its access tokens end with it.
    if (!user?.sessaoAberta) throw naoAutenticado();
    // A password reset ends every session, including access tokens issued before it.
    if (user.sessionsRevokedAt && claims.issuedAt * 1000 < user.sessionsRevokedAt.getTime())
      throw naoAutenticado();
    request.utilizador = {
      id: user.id,
      email: user.email,
      emailVerificado: user.emailVerificado,
      sessao: claims.sessao,
    };
    if (acesso.tipo === 'empresa')
      request.empresa = await authorise(
        request,
        acesso,
        user.id,
        deps.db,
        empresaDoCaminho === undefined ? undefined : (user.papel as Papel | null),
      );
    if (request.empresa && portao && !request.routeOptions.config.foraDoPortao) {
      // A client may give up while it waits at a shut gate: let in later, it must go out at once, or the
      // company's next big write would wait for it for ever.
      let desistiu = false;
      const aoDesistir = () => {
        desistiu = true;
      };
      reply.raw.once('close', aoDesistir);
      const sair = await portao.entrar(request.empresa.id, request.pedidoEmCurso);
      reply.raw.off('close', aoDesistir);
      if (desistiu) {
        sair();
        reply.hijack();
        reply.raw.destroy();
        return;
      }
      // Out once its handler has answered (onSend), even if its client left meanwhile: leaving when the client
      // goes would let the big write start while this request still writes.
      request.sairDoPortao = sair;
    }
  });
  if (!portao) return;
  // Every request, from its first query: a big write lets it finish between its parts.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.foraDoPortao) return;
    const pedido = portao.comecar();
    request.pedidoEmCurso = pedido;
    reply.raw.once('close', pedido.acabar);
  });
  app.addHook('onSend', async (request) => {
    request.sairDoPortao?.();
  });
  const acabar = async (request: FastifyRequest) => {
    request.sairDoPortao?.();
    request.pedidoEmCurso?.acabar();
  };
  app.addHook('onResponse', acabar);
  app.addHook('onRequestAbort', async (request) => {
    request.pedidoEmCurso?.acabar();
  });
}

/**
 * Membership and role are read from the database on every request. An outsider gets 404 (no leak of
 * what exists); a member whose role is too low gets 403.
 */
async function authorise(
  request: FastifyRequest,
  acesso: { papel: Papel; via: string; noCorpo?: true },
  userId: string,
  db: Queryable,
  /** The role already read with the session (null: not a member); undefined: read it here. */
  papelLido?: Papel | null,
): Promise<EmpresaDoPedido> {
  const params = request.params as Record<string, string | undefined>;
  const fonte = (acesso.noCorpo ? request.body : params) as Record<string, unknown> | null | undefined;
  const id = fonte?.[acesso.via];
  if (typeof id !== 'string' || !isUuid(id)) throw naoEncontrado(EMPRESA_NAO_ENCONTRADA);
  const empresaId = await resolvers.get(acesso.via)?.(id, db);
  if (!empresaId || !isUuid(empresaId)) throw naoEncontrado(EMPRESA_NAO_ENCONTRADA);
  const papel =
    papelLido !== undefined
      ? papelLido
      : (
          await db.query<{ role: Papel }>(
            preparada('select role from membros where empresa_id = $1 and user_id = $2', [empresaId, userId]),
          )
        ).rows[0]?.role;
  if (!papel) throw naoEncontrado(EMPRESA_NAO_ENCONTRADA);
  // A store named beside the company must be one of its stores.
  if (acesso.via !== 'lojaId' && params.lojaId !== undefined && params.lojaId !== TODAS_AS_LOJAS) {
    const loja = isUuid(params.lojaId)
      ? await db.query('select 1 from lojas where id = $1 and empresa_id = $2', [params.lojaId, empresaId])
      : { rowCount: 0 };
    if (!loja.rowCount) throw naoEncontrado('Loja não encontrada.');
  }
  if (!papelPermite(papel, acesso.papel))
    throw semPermissao('O seu papel nesta empresa não permite esta ação.');
  return { id: empresaId, papel };
}
