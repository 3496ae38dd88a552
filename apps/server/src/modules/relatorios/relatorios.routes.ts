import { centsToEuros, type DetalheIrc, lisbonToday } from '@contas/core';
import {
  type ConciliacaoBancaria,
  computeDemonstracaoResultados,
  computeFluxoCaixa,
  type DemonstracaoResultados,
  type FluxoCaixa,
} from '@contas/core/reports';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type pg from 'pg';
import { invalido } from '../../errors/app-error';
import { comEsquemas, daEmpresa, requireEmpresa, requireUtilizador, TODAS_AS_LOJAS } from '../../http/access';
import { parseWith } from '../../http/validation';
import { ContasService } from '../contas/contas.service';
import { DepreciacoesRepository } from '../depreciacoes/depreciacoes.repository';
import { MemoriaDeRelatorios } from './memoria-de-relatorios';
import { type LinhaJson, linhaJson } from './relatorio-json';
import { relatorioXlsx } from './relatorio-xlsx';
import { RelatoriosRepository } from './relatorios.repository';
import {
  anoQuery,
  anosComparados,
  anosQuery,
  caixaInicialBody,
  exportarQuery,
  ircBody,
  regimeIrcBody,
} from './relatorios.schemas';
import { type Ambito, type Anos, RelatoriosService } from './relatorios.service';

/*
 * Response shapes (money in euros with 2 decimals, ∆ % as a full-precision percentage; see LinhaJson):
 *
 * GET /get/demonstracao-resultados/:empresaId/:lojaId?ano=&ano2=
 *   { ano1, ano2, loja: { _id, nome }, taxaIrc: { ano1, ano2 },
 *     irc: { ano1, ano2: { taxa, pme: { taxa, limite } | null, derramaMunicipal } },
 *     linhas: LinhaJson[]   — the SPEC §9 rows, FSE groups → SNC subgroups → accounts, then 'Por classificar',
 *     margemContribuicao: LinhaJson, investimentos: LinhaJson, naoClassificado: LinhaJson }
 * GET /get/fluxo-caixa/:empresaId/:lojaId?ano=&ano2=
 *   { ano1, ano2, loja: { _id, nome },
 *     linhas: LinhaJson[]   — the three activities, 'Transferências internas', 'Por classificar', variation,
 *                             CIP and CFP,
 *     caixaGeradaPelasOperacoes: LinhaJson,
 *     conciliacao: { ano1, ano2: { bancos, caixaNoFim, diferenca } | null } — 'todas' only: the closing cash
 *                  against the bank accounts' balances on 31 December, when the statements give them }
 * LinhaJson: { key, label, level, tipo, unidade, codigo?, children?,
 *              valores: { ano1, ano2, deltaEuros, deltaPercent: { meses[12], total, media } } }
 * lojaId 'todas' is the company consolidated.
 */

const TITULOS = { 'demonstracao-resultados': 'Demonstração de Resultados', 'fluxo-caixa': 'Fluxo de Caixa' };

export const ircJson = ({ pme, ...detalhe }: DetalheIrc) => ({
  ...detalhe,
  pme: pme && { taxa: pme.taxa, limite: centsToEuros(pme.limiteCents) },
});

const demonstracaoJson = (loja: Ambito, r: DemonstracaoResultados) => ({
  ano1: r.ano1,
  ano2: r.ano2,
  loja,
  taxaIrc: r.taxaIrc,
  irc: { ano1: ircJson(r.irc.ano1), ano2: ircJson(r.irc.ano2) },
  linhas: r.linhas.map(linhaJson),
  margemContribuicao: linhaJson(r.margemContribuicao),
  investimentos: linhaJson(r.investimentos),
  naoClassificado: linhaJson(r.naoClassificado),
});

const conciliacaoJson = (c: ConciliacaoBancaria | null) =>
  c && {
    bancos: centsToEuros(c.bancosCents),
    caixaNoFim: centsToEuros(c.cfpCents),
    diferenca: centsToEuros(c.diferencaCents),
  };

const fluxoJson = (loja: Ambito, r: FluxoCaixa) => ({
  ano1: r.ano1,
  ano2: r.ano2,
  loja,
  linhas: r.linhas.map(linhaJson),
  caixaGeradaPelasOperacoes: linhaJson(r.caixaGeradaPelasOperacoes),
  conciliacao: { ano1: conciliacaoJson(r.conciliacao.ano1), ano2: conciliacaoJson(r.conciliacao.ano2) },
});

/** Report paths name a store of the company (checked by the access layer) or 'todas'. */
const lojaDoPedido = (params: unknown) => (params as { lojaId: string }).lojaId;

export function relatoriosRoutes(app: FastifyInstance, deps: { pool: pg.Pool; now: () => Date }): void {
  const service = new RelatoriosService(
    new RelatoriosRepository(deps.pool),
    new DepreciacoesRepository(deps.pool),
    new ContasService(deps.pool),
  );
  const anoAtual = () => Number(lisbonToday(deps.now()).slice(0, 4));
  // A few reports per person a day, and each about 75 KB: 64 of them is 5 MB.
  const memoria = new MemoriaDeRelatorios(64);

  const demonstracao = async (empresaId: string, lojaId: string, anos: Anos) => {
    const { loja, entrada } = await service.entradaDemonstracaoResultados(empresaId, lojaId, anos);
    return memoria.json(['demonstracao-resultados', loja, entrada], () =>
      demonstracaoJson(loja, computeDemonstracaoResultados(entrada)),
    );
  };
  const fluxo = async (empresaId: string, lojaId: string, anos: Anos) => {
    const { loja, entrada } = await service.entradaFluxoCaixa(empresaId, lojaId, anos);
    return memoria.json(['fluxo-caixa', loja, entrada], () => fluxoJson(loja, computeFluxoCaixa(entrada)));
  };
  const enviarJson = (reply: FastifyReply, json: string) =>
    reply.type('application/json; charset=utf-8').send(json);

  app.get(
    '/get/demonstracao-resultados/:empresaId/:lojaId',
    comEsquemas(daEmpresa('leitor'), { consulta: anosQuery }),
    async (request, reply) => {
      const { id } = requireEmpresa(request);
      const anos = anosComparados(parseWith(anosQuery, request.query), anoAtual());
      return enviarJson(reply, await demonstracao(id, lojaDoPedido(request.params), anos));
    },
  );

  app.get(
    '/get/fluxo-caixa/:empresaId/:lojaId',
    comEsquemas(daEmpresa('leitor'), { consulta: anosQuery }),
    async (request, reply) => {
      const { id } = requireEmpresa(request);
      const anos = anosComparados(parseWith(anosQuery, request.query), anoAtual());
      return enviarJson(reply, await fluxo(id, lojaDoPedido(request.params), anos));
    },
  );

  app.get(
    '/get/relatorios/:empresaId/:lojaId/exportar.xlsx',
    comEsquemas(daEmpresa('leitor'), { consulta: exportarQuery }),
    async (request, reply) => {
      const { id } = requireEmpresa(request);
      const { relatorio, ...pedido } = parseWith(exportarQuery, request.query);
      const anos = anosComparados(pedido, anoAtual());
      const lojaId = lojaDoPedido(request.params);
      const [empresa, json] = await Promise.all([
        service.empresaNome(id),
        relatorio === 'fluxo-caixa' ? fluxo(id, lojaId, anos) : demonstracao(id, lojaId, anos),
      ]);
      // The same figures the screen shows, from the same JSON.
      const dados = JSON.parse(json) as { loja: Ambito; ano1: number; ano2: number; linhas: LinhaJson[] };
      const xlsx = await relatorioXlsx({
        titulo: TITULOS[relatorio],
        empresa,
        loja: dados.loja.nome,
        ano1: dados.ano1,
        ano2: dados.ano2,
        linhas: dados.linhas,
      });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${relatorio}-${dados.ano1}-${dados.ano2}.xlsx"`)
        .send(xlsx);
    },
  );

  app.get(
    '/get/caixa-inicial/:empresaId/:lojaId',
    comEsquemas(daEmpresa('leitor'), { consulta: anoQuery }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const ano = parseWith(anoQuery, request.query).ano ?? anoAtual();
      return service.caixaInicial(id, lojaDoPedido(request.params), ano);
    },
  );

  app.put(
    '/put/caixa-inicial/:empresaId/:lojaId',
    comEsquemas(daEmpresa('editor'), { corpo: caixaInicialBody }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const { id: userId } = requireUtilizador(request);
      const lojaId = lojaDoPedido(request.params);
      if (lojaId === TODAS_AS_LOJAS) throw invalido('O saldo inicial define-se por loja: escolha uma loja.');
      const { ano, valor } = parseWith(caixaInicialBody, request.body);
      return service.setCaixaInicial({ empresaId: id, lojaId, ano, cents: valor, userId });
    },
  );

  // { taxas: [{ ano, taxa, taxaLegal }], regime: { pme, derramaMunicipal } }
  app.get('/get/irc/:empresaId', daEmpresa('admin'), async (request) => {
    const { id } = requireEmpresa(request);
    return service.irc(id);
  });

  app.put('/put/irc/:empresaId', comEsquemas(daEmpresa('admin'), { corpo: ircBody }), async (request) => {
    const { id } = requireEmpresa(request);
    const { id: userId } = requireUtilizador(request);
    const { ano, taxa } = parseWith(ircBody, request.body);
    return service.setTaxaIrc({ empresaId: id, ano, taxa, userId });
  });

  app.put(
    '/put/irc/:empresaId/regime',
    comEsquemas(daEmpresa('admin'), { corpo: regimeIrcBody }),
    async (request) => {
      const { id } = requireEmpresa(request);
      return service.setRegimeIrc(id, parseWith(regimeIrcBody, request.body));
    },
  );
}
