import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type pino from 'pino';
import type { AppConfig } from './config/env';
import type { Database } from './db/database';
import { type EscritaDaBase, NUMA_TRANSACAO, PortaoDasEmpresas } from './db/escrita-em-partes';
import { ativarInstrucoesPreparadas } from './db/preparadas';
import { registerErrorHandler } from './errors/error-handler';
import { registerAccessControl } from './http/access';
import { registarBorda } from './http/borda';
import { registerOpenApi } from './http/openapi';
import { registarPedidosEmCurso } from './http/pedidos-em-curso';
import { registarRespostas } from './http/respostas';
import { registarTarefas } from './http/tarefas';
import { type Mailer, outboxMailer, smtpMailer } from './mail/mailer';
import { analisesRoutes } from './modules/analises/analises.routes';
import { AuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { LimitesDePedidos } from './modules/auth/limites';
import { UsersRepository } from './modules/auth/users.repository';
import { ContaRepository } from './modules/conta/conta.repository';
import { contaRoutes } from './modules/conta/conta.routes';
import { ContaService } from './modules/conta/conta.service';
import { contasRoutes } from './modules/contas/contas.routes';
import { correspondenciasRoutes } from './modules/correspondencias/correspondencias.routes';
import { depreciacoesRoutes } from './modules/depreciacoes/depreciacoes.routes';
import { EmpresasRepository } from './modules/empresas/empresas.repository';
import { empresasRoutes } from './modules/empresas/empresas.routes';
import { EmpresasService } from './modules/empresas/empresas.service';
import { importacaoRoutes } from './modules/importacao/importacao.routes';
import { LojasRepository } from './modules/lojas/lojas.repository';
import { lojasRoutes } from './modules/lojas/lojas.routes';
import { modelosRoutes } from './modules/modelos/modelos.routes';
import { orcamentoRoutes } from './modules/orcamento/orcamento.routes';
import { orcamentoRelatoriosRoutes } from './modules/orcamento-relatorios/orcamento-relatorios.routes';
import { planilhaRoutes } from './modules/planilha/planilha.routes';
import { planilhaCompletaRoutes } from './modules/planilha-completa/planilha-completa.routes';
import { porPagarRoutes } from './modules/por-pagar/por-pagar.routes';
import { primeirosPassosRoutes } from './modules/primeiros-passos/primeiros-passos.routes';
import { produtosRoutes } from './modules/produtos/produtos.routes';
import { regrasRoutes } from './modules/regras/regras.routes';
import { relatoriosRoutes } from './modules/relatorios/relatorios.routes';
import { resumoRoutes } from './modules/resumo/resumo.routes';
import { sistemaRoutes } from './modules/sistema/sistema.routes';
import { FilaDeTarefas } from './modules/tarefas/fila';
import { criarRegisto } from './registo/registo';

export type AppDeps = {
  config: AppConfig;
  db: Database;
  mailer?: Mailer;
  now?: () => Date;
  webDist?: string;
  /** The server's JSON log (registo/registo.ts); none in tests unless they read it. */
  registo?: pino.Logger;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The jobs in the database; server.ts starts its search for jobs whose process stopped. */
    fila: FilaDeTarefas;
  }
}

const API_PREFIXES = ['/api/', '/get/', '/put/', '/delete/'];
export const LIMITE_FICHEIRO_BYTES = 20 * 1024 * 1024;

/** Builds the whole HTTP application; tests start this, server.ts only listens. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { trustProxy } = deps.config;
  const app: FastifyInstance = Fastify({
    loggerInstance: (deps.registo ?? criarRegisto({ nivel: 'silent' })) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: !deps.config.logRequests }),
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies: otherwise anyone could choose the address the login limits see.
    // A hop count trusts that many proxies from ours outwards (Fastify's types lack the number form).
    trustProxy:
      typeof trustProxy === 'number' ? (_endereco: string, salto: number) => salto < trustProxy : trustProxy,
    // Requests that arrive while the server shuts down are refused in Portuguese (http/pedidos-em-curso.ts).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const now = deps.now ?? (() => new Date());
  const { config, db } = deps;
  ativarInstrucoesPreparadas(db.kind === 'postgres');
  const mailer =
    deps.mailer ??
    (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.dataDir, app.log));

  registerErrorHandler(app);
  // Before compression: the check reads the answer as JSON text.
  registarRespostas(app, { validar: config.validateResponses });
  registarPedidosEmCurso(app);
  const tarefas = registarTarefas(app);
  // The embedded database has one server at a time: a running job of another process is one of a previous start,
  // which stopped. That job fails rather than run again at the next start (whose own work it would slow, and
  // which it may have brought down); on PostgreSQL another server takes it over once.
  const fila = new FilaDeTarefas(
    db.pool,
    tarefas,
    app.log,
    db.kind === 'pglite' ? { orfaAposMs: 0, maxTentativas: 1 } : {},
  );
  app.decorate('fila', fila);
  app.addHook('onClose', async () => fila.parar());
  // Answers go brotli or gzip to clients that accept them: a spreadsheet page of 200 rows is ~150 KB of JSON
  // and ~15 KB compressed. Brotli at quality 1 costs ~0.7 ms for that page (quality 4, the plugin's default,
  // ~1.6 ms for 10 % fewer bytes). Request bodies are never inflated: the upload limits count what arrives.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
    globalDecompression: false,
  });
  await app.register(cookie);
  // Security headers, the origin of cookie-authenticated changes, control characters (http/borda.ts).
  await registarBorda(app, { publicUrl: config.publicUrl });
  // Uploads: up to 20 MB a file (SPEC imports); the importers refuse zip bombs and XML tricks themselves.
  await app.register(multipart, {
    limits: { fileSize: LIMITE_FICHEIRO_BYTES, files: 4, fields: 20, parts: 30 },
  });

  const users = new UsersRepository(db.pool);
  // The embedded database serves one transaction at a time: a company's big writes go in parts, behind its gate.
  const escrita: EscritaDaBase =
    db.kind === 'pglite'
      ? { emPartes: true, portao: new PortaoDasEmpresas({ aoMudarEscritas: db.escritasGrandes }) }
      : NUMA_TRANSACAO;
  registerAccessControl(app, {
    jwtSecret: config.jwtSecret,
    users: new UsersRepository(db.preparadas),
    db: db.preparadas,
    portao: escrita.emPartes ? escrita.portao : undefined,
  });

  const authService = new AuthService({
    pool: db.pool,
    users,
    auth: new AuthRepository(db.pool),
    mailer,
    limites: new LimitesDePedidos(db.pool),
    tarefas,
    limiteDeRegistos: config.signupRateLimit,
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    now,
  });
  authRoutes(app, authService);
  const empresas = new EmpresasRepository(db.pool);
  contaRoutes(app, {
    users,
    service: new ContaService({
      pool: db.pool,
      conta: new ContaRepository(db.pool),
      empresas,
      limites: new LimitesDePedidos(db.pool),
      now,
    }),
    staffDomain: config.staffDomain,
    listEmpresasDoUtilizador: async (userId) =>
      (await empresas.listDoUtilizador(userId)).map((e) => ({
        empresa: { _id: e.id, nome: e.nome, nif: e.nif },
        role: e.role,
      })),
  });
  const empresasService = new EmpresasService({
    pool: db.pool,
    empresas,
    mailer,
    staffDomain: config.staffDomain,
    publicUrl: config.publicUrl,
    now,
    log: app.log,
  });
  empresasRoutes(app, { service: empresasService, empresas });
  lojasRoutes(app, { pool: db.pool, lojas: new LojasRepository(db.pool) });
  primeirosPassosRoutes(app, { pool: db.pool });
  // Feature modules: one line each.
  planilhaRoutes(app, { pool: db.pool, preparadas: db.preparadas, now });
  importacaoRoutes(app, { pool: db.pool, fila, escrita });
  correspondenciasRoutes(app, { pool: db.pool, escrita });
  contasRoutes(app, { pool: db.pool });
  depreciacoesRoutes(app, { pool: db.pool });
  relatoriosRoutes(app, { pool: db.pool, now });
  porPagarRoutes(app, { pool: db.pool, now });
  modelosRoutes(app, { now });
  planilhaCompletaRoutes(app, { pool: db.pool, escrita });
  orcamentoRoutes(app, { pool: db.pool, now });
  orcamentoRelatoriosRoutes(app, { pool: db.pool, now });
  analisesRoutes(app, { pool: db.pool, now });
  produtosRoutes(app, { pool: db.pool, now });
  resumoRoutes(app, { pool: db.pool, now });
  regrasRoutes(app, { pool: db.pool });
  sistemaRoutes(app, { pool: db.pool, shutdownWarning: config.shutdownWarning });
  registerOpenApi(app, { publicUrl: config.publicUrl });

  const serveWeb = !!deps.webDist && existsSync(path.join(deps.webDist, 'index.html'));
  if (serveWeb)
    await app.register(fastifyStatic, {
      root: deps.webDist as string,
      wildcard: false,
      // The build writes .br and .gz copies (vite.config.ts): sent as they are, never compressed per request.
      preCompressed: true,
      // Files under assets/ carry their content's hash in the name: a browser keeps them for a year. The page
      // itself is checked every time, so a new release is seen at once.
      setHeaders: (reply, ficheiro) => {
        reply.header(
          'cache-control',
          path.relative(deps.webDist as string, ficheiro).startsWith(`assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  app.setNotFoundHandler((request, reply) => {
    // The single-page app answers every other GET; API paths keep their JSON 404.
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (serveWeb && request.method === 'GET' && !isApi) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ message: 'Recurso não encontrado.' });
  });
  return app;
}
