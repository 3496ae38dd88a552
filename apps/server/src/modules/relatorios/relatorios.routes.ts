import { centsToEuros, type DetalheIrc, lisbonToday } from '@contas/core';
import { caixaInicial, demonstracaoResultados, fluxoDeCaixa, irc } from '@contas/core/contrato';
import {
  type ConciliacaoBancaria,
  computeDemonstracaoResultados,
  computeFluxoCaixa,
  type DemonstracaoResultados,
  type DemonstracaoResultadosInput,
  dadosDemonstracao,
  dadosFluxoCaixa,
  type FluxoCaixa,
} from '@contas/core/reports';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type pg from 'pg';
import { invalido } from '../../errors/app-error';
import {
  comEsquemas,
  daEmpresa,
  lojaDoPedido,
  requireEmpresa,
  requireUtilizador,
  TODAS_AS_LOJAS,
} from '../../http/access';
import { parseWith } from '../../http/validation';
import { enviarXlsx, TIPO_XLSX } from '../../http/xlsx';
import { MemoriaDeRelatorios } from './memoria-de-relatorios';
import { dadosEmEuros, type LinhaJson, linhaJson } from './relatorio-json';
import { relatorioXlsx } from './relatorio-xlsx';
import {
  anoQuery,
  anosComparados,
  anosQuery,
  caixaInicialBody,
  exportarQuery,
  ircBody,
  regimeIrcBody,
} from './relatorios.schemas';
import { type Ambito, type Anos, relatoriosService } from './relatorios.service';

/*
 * The answers' shapes are the contract's (@contas/core/contrato, relatorios.ts): the row tree the screens draw
 * (money in euros with 2 decimals, ∆ % a full-precision percentage) and the SPEC §3 data (dados) of both
 * years. lojaId 'todas' is the company consolidated.
 */

const TITULOS = { 'demonstracao-resultados': 'Demonstração de Resultados', 'fluxo-caixa': 'Fluxo de Caixa' };

export const ircJson = ({ pme, ...detalhe }: DetalheIrc) => ({
  ...detalhe,
  pme: pme && { taxa: pme.taxa, limite: centsToEuros(pme.limiteCents) },
});

const demonstracaoJson = (loja: Ambito, entrada: DemonstracaoResultadosInput, r: DemonstracaoResultados) => ({
  ano1: r.ano1,
  ano2: r.ano2,
  loja,
  taxaIrc: r.taxaIrc,
  irc: { ano1: ircJson(r.irc.ano1), ano2: ircJson(r.irc.ano2) },
  linhas: r.linhas.map(linhaJson),
  margemContribuicao: linhaJson(r.margemContribuicao),
  investimentos: linhaJson(r.investimentos),
  naoClassificado: linhaJson(r.naoClassificado),
  dados: dadosEmEuros({
    ...dadosDemonstracao(r.ano1, entrada.somas, r, 'ano1'),
    ...dadosDemonstracao(r.ano2, entrada.somas, r, 'ano2'),
  }),
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
  dados: dadosEmEuros({ ...dadosFluxoCaixa(r.ano1, r, 'ano1'), ...dadosFluxoCaixa(r.ano2, r, 'ano2') }),
});

export function relatoriosRoutes(app: FastifyInstance, deps: { pool: pg.Pool; now: () => Date }): void {
  const service = relatoriosService(deps.pool);
  const anoAtual = () => Number(lisbonToday(deps.now()).slice(0, 4));
  // A few reports per person a day, and each about 75 KB: 64 of them is 5 MB.
  const memoria = new MemoriaDeRelatorios(64);

  const demonstracao = async (empresaId: string, lojaId: string, anos: Anos) => {
    const { loja, entrada } = await service.entradaDemonstracaoResultados(empresaId, lojaId, anos);
    return memoria.json(['demonstracao-resultados', loja, entrada], () =>
      demonstracaoJson(loja, entrada, computeDemonstracaoResultados(entrada)),
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
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'A Demonstração de Resultados de dois anos, mês a mês (de uma loja ou de todas)',
      consulta: anosQuery,
      respostas: { 200: demonstracaoResultados },
    }),
    async (request, reply) => {
      const { id } = requireEmpresa(request);
      const anos = anosComparados(parseWith(anosQuery, request.query), anoAtual());
      return enviarJson(reply, await demonstracao(id, lojaDoPedido(request.params), anos));
    },
  );

  app.get(
    '/get/fluxo-caixa/:empresaId/:lojaId',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'O Fluxo de Caixa de dois anos, mês a mês (de uma loja ou de todas)',
      consulta: anosQuery,
      respostas: { 200: fluxoDeCaixa },
    }),
    async (request, reply) => {
      const { id } = requireEmpresa(request);
      const anos = anosComparados(parseWith(anosQuery, request.query), anoAtual());
      return enviarJson(reply, await fluxo(id, lojaDoPedido(request.params), anos));
    },
  );

  app.get(
    '/get/relatorios/:empresaId/:lojaId/exportar.xlsx',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'A Demonstração de Resultados ou o Fluxo de Caixa em Excel (XLSX)',
      consulta: exportarQuery,
      respostas: { 200: { ficheiro: TIPO_XLSX } },
    }),
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
      return enviarXlsx(reply, `${relatorio}-${dados.ano1}-${dados.ano2}.xlsx`, xlsx);
    },
  );

  app.get(
    '/get/caixa-inicial/:empresaId/:lojaId',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'O saldo inicial de caixa de um ano, loja a loja, e de onde vem cada um',
      consulta: anoQuery,
      respostas: { 200: caixaInicial },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const ano = parseWith(anoQuery, request.query).ano ?? anoAtual();
      return service.caixaInicial(id, lojaDoPedido(request.params), ano);
    },
  );

  app.put(
    '/put/caixa-inicial/:empresaId/:lojaId',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Definir à mão (ou repor) o saldo inicial de caixa de uma loja num ano',
      corpo: caixaInicialBody,
      respostas: { 200: caixaInicial },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const { id: userId } = requireUtilizador(request);
      const lojaId = lojaDoPedido(request.params);
      if (lojaId === TODAS_AS_LOJAS) throw invalido('O saldo inicial define-se por loja: escolha uma loja.');
      const { ano, valor } = parseWith(caixaInicialBody, request.body);
      return service.setCaixaInicial({ empresaId: id, lojaId, ano, cents: valor, userId });
    },
  );

  app.get(
    '/get/irc/:empresaId',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'As taxas de IRC da empresa por ano e o seu regime (PME, derrama municipal)',
      respostas: { 200: irc },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      return service.irc(id);
    },
  );

  app.put(
    '/put/irc/:empresaId',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Definir (ou repor a legal) a taxa geral de IRC da empresa num ano',
      corpo: ircBody,
      respostas: { 200: irc },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const { id: userId } = requireUtilizador(request);
      const { ano, taxa } = parseWith(ircBody, request.body);
      return service.setTaxaIrc({ empresaId: id, ano, taxa, userId });
    },
  );

  app.put(
    '/put/irc/:empresaId/regime',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Definir se a empresa é PME e a derrama municipal do seu concelho',
      corpo: regimeIrcBody,
      respostas: { 200: irc },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      return service.setRegimeIrc(id, parseWith(regimeIrcBody, request.body));
    },
  );
}
