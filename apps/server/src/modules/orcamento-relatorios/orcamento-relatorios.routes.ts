import { centsToEuros, lisbonToday } from '@contas/core';
import type { LinhaDeRelatorioOrcamento } from '@contas/core/contrato';
import * as contrato from '@contas/core/contrato';
import {
  computeDrOrcamento,
  computeFluxoCaixaOrcamento,
  type DrOrcamentoInput,
  dadosDemonstracao,
  dadosFluxoCaixa,
  type EstadoMes,
  type FluxoCaixaOrcamentoInput,
  type LinhaOrcamento,
  type PrazoPagamento,
} from '@contas/core/reports';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type pg from 'pg';
import { comEsquemas, daEmpresa, lojaDoPedido, requireEmpresa, requireUtilizador } from '../../http/access';
import { parseWith } from '../../http/validation';
import { enviarXlsx, TIPO_XLSX } from '../../http/xlsx';
import { LeiturasDoPedido } from '../relatorios/leituras-do-pedido';
import { memoriaDeLeituras } from '../relatorios/memoria-de-leituras';
import { MemoriaDeRelatorios } from '../relatorios/memoria-de-relatorios';
import { dadosEmEuros, linhaJson } from '../relatorios/relatorio-json';
import { ircJson } from '../relatorios/relatorios.routes';
import { anoQuery } from '../relatorios/relatorios.schemas';
import type { Ambito } from '../relatorios/relatorios.service';
import type { PrazoManualGuardado } from './orcamento-relatorios.repository';
import { exportarOrcamentoQuery, prazoBody } from './orcamento-relatorios.schemas';
import {
  chaveDrOrcamento,
  chaveFluxoCaixaOrcamento,
  orcamentoRelatoriosService,
} from './orcamento-relatorios.service';
import { orcamentoXlsx } from './orcamento-xlsx';

/*
 * The answers' shapes are the contract's (@contas/core/contrato, orcamento.ts): the income statement and the
 * cash flow of a year, the budget (ano1) against the real figures (ano2), with the year's forecast per row and
 * the SPEC §3 data of each side. lojaId 'todas' is the company consolidated.
 */

const TITULOS = { 'dr-orcamento': 'DR Orçamento', 'fluxo-caixa-orcamento': 'Fluxo de Caixa Orçamento' };

/** A budget report's row as the API sends it. */
export type LinhaOrcamentoJson = LinhaDeRelatorioOrcamento;

export function linhaOrcamentoJson(l: LinhaOrcamento): LinhaOrcamentoJson {
  const { children, previsao, ...linha } = l;
  const dinheiro = l.unidade === 'cents' ? centsToEuros : (n: number) => n;
  const { children: _, ...json } = linhaJson(linha);
  return {
    ...json,
    ...(children && { children: children.map(linhaOrcamentoJson) }),
    previsao: {
      orcamento: dinheiro(previsao.orcamento),
      previsao: dinheiro(previsao.previsao),
      deltaEuros: dinheiro(previsao.deltaEuros),
      deltaPercent: previsao.deltaPercent,
    },
  };
}

function drOrcamentoJson(loja: Ambito, entrada: DrOrcamentoInput) {
  const r = computeDrOrcamento(entrada);
  return {
    ano: r.ano,
    loja,
    hoje: entrada.hoje,
    estadoMeses: r.estadoMeses,
    semOrcamento: entrada.orcamento.length === 0,
    linhas: r.linhas.map(linhaOrcamentoJson),
    resultadoDrReal: {
      ano: r.ano,
      irc: ircJson(r.real.irc.ano1),
      dados: dadosEmEuros(dadosDemonstracao(r.ano, entrada.real.somas, r.real)),
    },
    resultadoDrOrcamento: {
      ano: r.ano,
      irc: ircJson(r.orcamento.irc.ano1),
      dados: dadosEmEuros(dadosDemonstracao(r.ano, entrada.orcamento, r.orcamento)),
    },
  };
}

function fluxoOrcamentoJson(loja: Ambito, entrada: FluxoCaixaOrcamentoInput, manuais: PrazoManualGuardado[]) {
  const r = computeFluxoCaixaOrcamento(entrada);
  const caixaInicial = centsToEuros(entrada.real.caixaInicial?.[r.ano] ?? 0);
  return {
    ano: r.ano,
    loja,
    hoje: entrada.hoje,
    estadoMeses: r.estadoMeses,
    semOrcamento: !entrada.linhas.some((l) => l.ano === r.ano),
    linhas: r.linhas.map(linhaOrcamentoJson),
    resultadoFCReal: { ano: r.ano, caixaInicial, dados: dadosEmEuros(dadosFluxoCaixa(r.ano, r.real)) },
    resultadoFCOrcamento: {
      ano: r.ano,
      caixaInicial,
      dados: dadosEmEuros(dadosFluxoCaixa(r.ano, r.orcamento)),
      prazos: [...r.prazos].sort(porCategoria).map((p) => {
        const manual = manuais.find(
          (m) => m.categoriaA === p.categoriaA && m.subcategoriaA === p.subcategoriaA,
        );
        return {
          categoria_A: p.categoriaA,
          subcategoria_A: p.subcategoriaA,
          dias: p.dias,
          meses: p.meses,
          origem: p.origem,
          medido: p.medido,
          manual: manual
            ? {
                dias: manual.dias,
                atualizadoEm: manual.atualizadoEm.toISOString(),
                atualizadoPor: manual.atualizadoPor,
              }
            : null,
        };
      }),
    },
  };
}

const porCategoria = (a: PrazoPagamento, b: PrazoPagamento) =>
  a.categoriaA.localeCompare(b.categoriaA, 'pt') || a.subcategoriaA.localeCompare(b.subcategoriaA, 'pt');

const manuaisJson = (manuais: PrazoManualGuardado[]) =>
  manuais.map((m) => ({
    categoria_A: m.categoriaA,
    subcategoria_A: m.subcategoriaA,
    dias: m.dias,
    atualizadoEm: m.atualizadoEm.toISOString(),
    atualizadoPor: m.atualizadoPor,
  }));

/** SPEC §7: the income statement and the cash flow against the budget of a year; the payment delays. */
export function orcamentoRelatoriosRoutes(
  app: FastifyInstance,
  deps: { pool: pg.Pool; now: () => Date },
): void {
  const service = orcamentoRelatoriosService(deps.pool);
  const hoje = () => lisbonToday(deps.now());
  // Each about 3 × the size of the income statement's answer: 32 of them is ~7 MB.
  const memoria = new MemoriaDeRelatorios(32);

  const leituras = memoriaDeLeituras(deps.pool);

  const drOrcamento = async (empresaId: string, lojaId: string, ano: number | undefined) => {
    const dia = hoje();
    const doPedido = new LeiturasDoPedido({ memoria: leituras, empresaId });
    const { loja, entrada } = await service.entradaDrOrcamento(
      empresaId,
      lojaId,
      ano ?? anoDe(dia),
      dia,
      doPedido,
    );
    const versao = await doPedido.versao();
    return memoria.json(['dr-orcamento', empresaId, versao, loja, chaveDrOrcamento(entrada, versao)], () =>
      drOrcamentoJson(loja, entrada),
    );
  };
  const fluxoOrcamento = async (empresaId: string, lojaId: string, ano: number | undefined) => {
    const dia = hoje();
    const doPedido = new LeiturasDoPedido({ memoria: leituras, empresaId });
    const { loja, entrada, manuais } = await service.entradaFluxoCaixaOrcamento(
      empresaId,
      lojaId,
      ano ?? anoDe(dia),
      dia,
      doPedido,
    );
    const versao = await doPedido.versao();
    return memoria.json(
      ['fluxo-caixa-orcamento', empresaId, versao, loja, chaveFluxoCaixaOrcamento(entrada, versao), manuais],
      () => fluxoOrcamentoJson(loja, entrada, manuais),
    );
  };
  const enviarJson = (reply: FastifyReply, json: string) =>
    reply.type('application/json; charset=utf-8').send(json);

  const relatorios = { 'dr-orcamento': drOrcamento, 'fluxo-caixa-orcamento': fluxoOrcamento };
  const descricoes = {
    'dr-orcamento': {
      resumo: 'A Demonstração de Resultados de um ano contra o orçamento, mês a mês',
      respostas: { 200: contrato.drOrcamento },
    },
    'fluxo-caixa-orcamento': {
      resumo: 'O Fluxo de Caixa de um ano contra o orçamento, mês a mês, e os prazos de pagamento',
      respostas: { 200: contrato.fluxoCaixaOrcamento },
    },
  };
  for (const [relatorio, construir] of Object.entries(relatorios)) {
    app.get(
      `/get/${relatorio}/:empresaId/:lojaId`,
      comEsquemas(daEmpresa('leitor'), {
        ...descricoes[relatorio as keyof typeof descricoes],
        consulta: anoQuery,
      }),
      async (request, reply) => {
        const { id } = requireEmpresa(request);
        const { ano } = parseWith(anoQuery, request.query);
        return enviarJson(reply, await construir(id, lojaDoPedido(request.params), ano));
      },
    );
  }

  app.get(
    '/get/orcamento-relatorios/:empresaId/:lojaId/exportar.xlsx',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'A DR Orçamento ou o Fluxo de Caixa Orçamento em Excel (XLSX)',
      consulta: exportarOrcamentoQuery,
      respostas: { 200: { ficheiro: TIPO_XLSX } },
    }),
    async (request, reply) => {
      const { id } = requireEmpresa(request);
      const { relatorio, ano } = parseWith(exportarOrcamentoQuery, request.query);
      const lojaId = lojaDoPedido(request.params);
      const [empresa, json] = await Promise.all([
        service.empresaNome(id),
        relatorios[relatorio](id, lojaId, ano),
      ]);
      // The same figures the screen shows, from the same JSON.
      const dados = JSON.parse(json) as {
        ano: number;
        loja: Ambito;
        estadoMeses: EstadoMes[];
        linhas: LinhaOrcamentoJson[];
      };
      const xlsx = await orcamentoXlsx({
        titulo: TITULOS[relatorio],
        empresa,
        loja: dados.loja.nome,
        ano: dados.ano,
        estadoMeses: dados.estadoMeses,
        linhas: dados.linhas,
      });
      return enviarXlsx(reply, `${relatorio}-${dados.ano}.xlsx`, xlsx);
    },
  );

  app.put(
    '/put/orcamento-prazos/:empresaId',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Definir à mão (ou repor o medido) o prazo de pagamento de uma Categoria A / Subcategoria A',
      corpo: prazoBody,
      respostas: { 200: contrato.prazosManuais },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const { id: userId } = requireUtilizador(request);
      const { categoria_A, subcategoria_A, dias } = parseWith(prazoBody, request.body);
      const manuais = await service.setPrazo({
        empresaId: id,
        categoriaA: categoria_A,
        subcategoriaA: subcategoria_A,
        dias,
        userId,
      });
      return { manuais: manuaisJson(manuais) };
    },
  );
}

const anoDe = (dia: string) => Number(dia.slice(0, 4));
