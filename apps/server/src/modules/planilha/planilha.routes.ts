import { centsToEuros } from '@contas/core';
import {
  extratosPendentes,
  historicoLinha,
  linhaPlanilha,
  mensagem,
  paginaPlanilha,
  periodoPlanilha,
} from '@contas/core/contrato';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type pg from 'pg';
import { isUuid } from '../../db/ids';
import { AppError, invalido, naoEncontrado, semPermissao } from '../../errors/app-error';
import {
  comEsquemas,
  daEmpresa,
  daEmpresaPeloCorpo,
  registerEmpresaResolver,
  requireEmpresa,
  requireUtilizador,
} from '../../http/access';
import { idParam, parseWith } from '../../http/validation';
import { CAMPOS_DINHEIRO, campoDoErro, lerMudancas } from './planilha.campos';
import {
  type HistoricoRow,
  type LinhaDaPagina,
  type LinhaRow,
  type MovimentoPendente,
  PlanilhaRepository,
} from './planilha.repository';
import {
  associarBody,
  consultaSchema,
  criarLinhaBody,
  desassociarBody,
  editarBody,
  extratosConsulta,
  periodoConsulta,
  utilizadorBody,
  versaoDoIfMatch,
} from './planilha.schemas';
import { type Consulta, PlanilhaService } from './planilha.service';

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

/** A row in the API's shape (SPEC §3): euros with 2 decimals, dates 'YYYY-MM-DD', the store's id and name. */
function linhaJson(l: LinhaDaPagina) {
  const temFatura =
    l.nif !== null ||
    l.emitente !== null ||
    l.numero_fatura !== null ||
    l.data_emissao !== null ||
    l.base_cents !== null ||
    l.iva_cents !== null ||
    l.total_cents !== null;
  const temExtrato =
    l.extrato_descricao !== null ||
    l.extrato_data !== null ||
    l.extrato_valor_cents !== null ||
    l.tipo_movimento !== null;
  return {
    _id: l.id,
    loja: l.loja_id,
    lojaNome: l.loja_nome,
    criadaManualmente: l.criada_manualmente,
    criadoPor: l.criado_por,
    statusCorrespondencia: l.status_correspondencia,
    versao: l.versao,
    fatura: temFatura
      ? {
          nif: l.nif,
          emitente: l.emitente,
          numeroFatura: l.numero_fatura,
          dataEmissao: l.data_emissao,
          baseTributavel: euros(l.base_cents),
          iva: euros(l.iva_cents),
          total: euros(l.total_cents),
          tipo: l.tipo_documento,
          situacao: l.situacao,
        }
      : null,
    // An annulled document counts in no report (its amounts are shown, but not added).
    anulado: l.anulado,
    estado: l.estado,
    extrato: temExtrato
      ? {
          descricao: l.extrato_descricao,
          dataMovimento: l.extrato_data,
          valor: euros(l.extrato_valor_cents),
          tipoMovimento: l.tipo_movimento,
        }
      : null,
    dataPagamento: l.data_pagamento,
    categoria_A: l.categoria_a,
    subcategoria_A: l.subcategoria_a,
    categoria_B: l.categoria_b,
    subcategoria_B: l.subcategoria_b,
    rubrica_B: l.rubrica_b,
    tipologia: l.tipologia,
    gasto: l.gasto,
    categorizacaoAutomatica: l.categorizacao_auto
      ? { origem: l.categorizacao_auto.origem ?? null, campos: l.categorizacao_auto.campos ?? null }
      : null,
    cartao: cartaoJson(l),
  };
}

/**
 * What a row has to do with card takings: a settlement's commission, or a settlement without documents
 * counted as the sales net of VAT (with the rate and where it comes from) or only as the cash of sales
 * its days' documents hold.
 */
function cartaoJson(l: LinhaDaPagina) {
  if (l.comissao_de) return { tipo: 'comissao' as const };
  const v = l.vendas_cartao;
  if (!v) return null;
  if (v.modo === 'faturadas')
    return { tipo: 'faturadas' as const, vendas: centsToEuros(Number(v.vendasCents)) };
  return { tipo: 'vendas' as const, taxaIva: Number(v.taxaIva), origem: String(v.origem) };
}

const extratoJson = (m: MovimentoPendente) => ({
  _id: m.id,
  descricao: m.descricao,
  dataMovimento: m.data_movimento,
  valor: centsToEuros(m.valor_cents),
  tipoMovimento: m.valor_cents >= 0 ? 'Entrada' : 'Saída',
  banco: m.banco,
  conta: m.conta,
});

const ACOES_COM_LINHA = new Set(['criar', 'duplicar', 'eliminar']);

/** History values are stored as the database holds them (cents, whole rows): shown in the API's shape. */
function valorHistorico(acao: string, campo: string | null, valor: unknown): unknown {
  if (valor === null || valor === undefined) return null;
  if (campo === null && ACOES_COM_LINHA.has(acao)) {
    const { duplicada_de, ...linha } = valor as LinhaRow & { duplicada_de?: string };
    return { ...linhaJson(linha), ...(duplicada_de ? { duplicadaDe: duplicada_de } : {}) };
  }
  if (campo !== null && CAMPOS_DINHEIRO.has(campo) && typeof valor === 'number') return centsToEuros(valor);
  return valor;
}

const historicoJson = (h: HistoricoRow) => ({
  em: h.em.toISOString(),
  utilizador: h.user_id ? { _id: h.user_id, email: h.email } : null,
  acao: h.acao,
  campo: h.campo,
  antes: valorHistorico(h.acao, h.campo, h.antes),
  depois: valorHistorico(h.acao, h.campo, h.depois),
});

/** The body's `userId` (SPEC §6) must be the caller: nobody acts in another person's name. */
function proprioUtilizador(userId: string | undefined, me: string): void {
  if (userId !== undefined && userId !== me)
    throw semPermissao('O utilizador indicado não é o utilizador com sessão iniciada.');
}

/** A 400/403 about one field answers `{ message, campo }` (and `detalhes.campo`, as every validation error). */
async function comCampo<T>(reply: FastifyReply, trabalho: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await trabalho();
  } catch (error) {
    const campo = error instanceof AppError ? campoDoErro(error) : undefined;
    if (!(error instanceof AppError) || !campo) throw error;
    return reply.status(error.status).send({ message: error.message, campo, detalhes: { campo } });
  }
}

/** The version the caller read, from the body or from If-Match (the same when both); undefined: none asked. */
function versaoPedida(
  doCorpo: number | undefined,
  doCabecalho: number | '*' | undefined,
): number | undefined {
  const cabecalho = doCabecalho === '*' ? undefined : doCabecalho;
  if (doCorpo !== undefined && cabecalho !== undefined && doCorpo !== cabecalho)
    throw invalido('A versão do corpo (versao) e a do cabeçalho If-Match não coincidem.', {
      campo: 'versao',
    });
  return doCorpo ?? cabecalho;
}

function consulta(query: unknown): Consulta {
  const q = parseWith(consultaSchema, query);
  return {
    inicio: q.startDate,
    fim: q.endDate,
    pagina: q.page,
    limite: q.limit,
    ordem: { coluna: q.sortBy, direcao: q.sortDir ?? (q.sortBy ? 'asc' : 'desc') },
    pesquisa: q.searchTerm,
    estado: q.estado,
    lojaId: q.lojaId,
    porClassificar: q.porClassificar,
    contarPorClassificar: q.contarPorClassificar === 'true',
  };
}

export function planilhaRoutes(
  app: FastifyInstance,
  deps: { pool: pg.Pool; preparadas: pg.Pool; now: () => Date },
): void {
  const repo = new PlanilhaRepository(deps.pool, deps.preparadas);
  const service = new PlanilhaService({ pool: deps.pool, repo, now: deps.now });
  registerEmpresaResolver('rowId', (id, db) => repo.empresaDaLinha(id, db));
  registerEmpresaResolver('idPlanilha', (id, db) => repo.empresaDaLinha(id, db));

  const pagina = async (empresaId: string, c: Consulta) => {
    const { linhas, total, porClassificar } = await service.listar(empresaId, c);
    return {
      dados: linhas.map(linhaJson),
      totalPages: Math.ceil(total / c.limite),
      total,
      ...(porClassificar !== undefined && { porClassificar }),
    };
  };

  // The page and the search are one request: SPEC §7 names two paths, the query tells them apart.
  for (const caminho of ['/get/planilhas/resumo/:empresaId', '/get/search/planilhas/:empresaId'])
    app.get(
      caminho,
      comEsquemas(daEmpresa('editor'), {
        resumo:
          caminho === '/get/planilhas/resumo/:empresaId'
            ? 'Uma página das linhas da planilha'
            : 'Pesquisar as linhas da planilha',
        consulta: consultaSchema,
        respostas: { 200: paginaPlanilha },
      }),
      async (request, reply) => {
        const { id } = requireEmpresa(request);
        return comCampo(reply, () => pagina(id, consulta(request.query)));
      },
    );

  app.get(
    '/get/planilhas/:empresaId/periodo',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'O período das linhas de uma pesquisa, dos filtros ou de uma importação',
      consulta: periodoConsulta,
      respostas: { 200: periodoPlanilha },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const q = parseWith(periodoConsulta, request.query);
      return service.periodo(id, {
        pesquisa: q.searchTerm,
        estado: q.estado,
        lojaId: q.lojaId,
        porClassificar: q.porClassificar,
        importacaoId: q.importacaoId,
      });
    },
  );

  app.put(
    '/put/planilha/:rowId',
    comEsquemas(daEmpresa('editor', 'rowId'), {
      resumo: 'Alterar campos de uma linha',
      corpo: editarBody,
      respostas: { 200: linhaPlanilha },
      cabecalhos: {
        'If-Match':
          'A versão da linha que o cliente leu (`"3"`, como no ETag da resposta), em vez de `versao`.',
      },
      erros: [409],
    }),
    async (request, reply) => {
      const { id: empresaId } = requireEmpresa(request);
      const me = requireUtilizador(request);
      const rowId = idParam(request.params, 'rowId', 'Linha não encontrada.');
      return comCampo(reply, async () => {
        const body = parseWith(editarBody, request.body);
        const versao = versaoPedida(body.versao, versaoDoIfMatch(request.headers['if-match']));
        const resultado = await service.editar(empresaId, me.id, rowId, lerMudancas(body.mudancas), versao);
        // The row's version as an ETag: a client may send it back in If-Match.
        reply.header('etag', `"${resultado.linha.versao}"`);
        if (resultado.tipo === 'conflito')
          return reply.status(409).send({
            message:
              'Esta linha foi alterada por outra pessoa desde que a abriu. Recarregue-a para ver a versão atual.',
            linha: linhaJson(resultado.linha),
          });
        return linhaJson(resultado.linha);
      });
    },
  );

  app.post(
    '/api/planilha/criar-linha',
    comEsquemas(daEmpresaPeloCorpo('editor', 'empresaId'), {
      resumo: 'Criar uma linha em branco',
      corpo: criarLinhaBody,
      respostas: { 201: linhaPlanilha },
      erros: [409],
    }),
    async (request, reply) => {
      const { id: empresaId } = requireEmpresa(request);
      const me = requireUtilizador(request);
      const body = parseWith(criarLinhaBody, request.body);
      proprioUtilizador(body.userId, me.id);
      const linha = await service.criar(empresaId, me.id, body.fatura?.dataEmissao);
      return reply.status(201).send(linhaJson(linha));
    },
  );

  app.post(
    '/api/planilha/duplicar-linha/:rowId',
    comEsquemas(daEmpresa('editor', 'rowId'), {
      resumo: 'Duplicar uma linha',
      corpo: utilizadorBody,
      respostas: { 201: linhaPlanilha },
    }),
    async (request, reply) => {
      const { id: empresaId } = requireEmpresa(request);
      const me = requireUtilizador(request);
      const rowId = idParam(request.params, 'rowId', 'Linha não encontrada.');
      proprioUtilizador(parseWith(utilizadorBody, request.body).userId, me.id);
      return reply.status(201).send(linhaJson(await service.duplicar(empresaId, me.id, rowId)));
    },
  );

  app.delete(
    '/delete/planilha/:rowId',
    comEsquemas(daEmpresa('editor', 'rowId'), {
      resumo: 'Remover uma linha',
      corpo: utilizadorBody,
      respostas: { 200: mensagem },
    }),
    async (request) => {
      const { id: empresaId } = requireEmpresa(request);
      const me = requireUtilizador(request);
      const rowId = idParam(request.params, 'rowId', 'Linha não encontrada.');
      proprioUtilizador(parseWith(utilizadorBody, request.body).userId, me.id);
      await service.eliminar(empresaId, me.id, rowId);
      return { message: 'Linha removida.' };
    },
  );

  app.get(
    '/get/planilhas/:empresaId/extratos',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'As linhas de extrato ainda sem documento',
      consulta: extratosConsulta,
      respostas: { 200: extratosPendentes },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const { limit } = parseWith(extratosConsulta, request.query);
      return (await service.extratosPendentes(id, limit)).map(extratoJson);
    },
  );

  app.post(
    '/api/planilha/associar-manualmente',
    comEsquemas(daEmpresaPeloCorpo('editor', 'idPlanilha'), {
      resumo: 'Associar uma linha de extrato a uma linha da planilha',
      corpo: associarBody,
      respostas: { 200: linhaPlanilha },
      erros: [409],
    }),
    async (request) => {
      const { id: empresaId } = requireEmpresa(request);
      const me = requireUtilizador(request);
      const { idPlanilha, idExtrato, confirmarDiferenca } = parseWith(associarBody, request.body);
      if (!isUuid(idExtrato)) throw naoEncontrado('Extrato não encontrado.');
      return linhaJson(await service.associar(empresaId, me.id, idPlanilha, idExtrato, confirmarDiferenca));
    },
  );

  app.put(
    '/put/planilha/:empresaId/desassociar',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Separar a linha de extrato de uma linha da planilha',
      corpo: desassociarBody,
      respostas: { 200: linhaPlanilha },
      erros: [409],
    }),
    async (request) => {
      const { id: empresaId } = requireEmpresa(request);
      const me = requireUtilizador(request);
      const { idPlanilha } = parseWith(desassociarBody, request.body);
      if (!isUuid(idPlanilha)) throw naoEncontrado('Linha não encontrada.');
      return linhaJson(await service.desassociar(empresaId, me.id, idPlanilha));
    },
  );

  app.get(
    '/get/planilha/:rowId/historico',
    comEsquemas(daEmpresa('editor', 'rowId'), {
      resumo: 'O histórico das alterações de uma linha',
      respostas: { 200: historicoLinha },
    }),
    async (request) => {
      const { id: empresaId } = requireEmpresa(request);
      const rowId = idParam(request.params, 'rowId', 'Linha não encontrada.');
      return (await service.historico(empresaId, rowId)).map(historicoJson);
    },
  );
}
