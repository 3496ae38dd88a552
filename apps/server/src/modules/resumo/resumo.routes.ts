import { centsToEuros, lisbonToday } from '@contas/core';
import { capitalProprioGuardado, resumoDaEmpresa } from '@contas/core/contrato';
import {
  type BlocoResumo,
  type CartoesResumo,
  computeResumo,
  dadosResumo,
  type ResumoInput,
  type Unidade,
} from '@contas/core/reports';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type pg from 'pg';
import { comEsquemas, daEmpresa, lojaDoPedido, requireEmpresa, requireUtilizador } from '../../http/access';
import { parseWith } from '../../http/validation';
import { linhaOrcamentoJson } from '../orcamento-relatorios/orcamento-relatorios.routes';
import { LeiturasDoPedido } from '../relatorios/leituras-do-pedido';
import { memoriaDeLeituras } from '../relatorios/memoria-de-leituras';
import { MemoriaDeRelatorios } from '../relatorios/memoria-de-relatorios';
import { linhaJson } from '../relatorios/relatorio-json';
import { anoQuery } from '../relatorios/relatorios.schemas';
import type { Ambito } from '../relatorios/relatorios.service';
import type { CapitalProprioGuardado } from './resumo.repository';
import { capitalProprioBody } from './resumo.schemas';
import { chaveResumo, resumoService } from './resumo.service';

/*
 * GET /get/summary/:empresaId/:lojaId?ano=   (lojaId 'todas' is the company; money in euros, 2 decimals)
 *   { ano, loja: { _id, nome }, hoje, estadoMeses: ('fechado' | 'parcial' | 'futuro')[12], semOrcamento,
 *     finalResult: { resultSpreadsheet, resultBudget }  — SPEC §3: { [ano]: { Jan..Dez: { [bloco]: { [linha]: n | null } } } },
 *                                                          the ledger's blocks and the budget's,
 *     blocos: [{ key, titulo, linhas: [{ key, label, unidade: 'euros' | 'percentagem' | 'quantidade', formula?,
 *                                        valores: (n | null)[13] — Jan..Dez and the year, motivos: (reason | null)[13] }] }],
 *     comparacao: LinhaOrcamentoJson[]  — 'Orçamento - {ano}', as GET /get/dr-orcamento's and /get/fluxo-caixa-orcamento's lines,
 *     cartoes: { meses, vendas, margemBruta, resultadoLiquido, caixa, desvioOrcamento: { real, orcamento, deltaEuros, deltaPercent } | null,
 *                iva: { periodo, prazoPagamento, aPagar, excessoAReportar, previsao } | null  — the VAT map's next payment },
 *     porClassificar: { resultados: LinhaJson, caixa: LinhaJson }  — the statement's and the cash flow's 'Por classificar',
 *     lojasSemPessoal: string[], origemQuantidades: ('faturas' | 'produtos' | 'faturas e produtos')[12] | null,
 *     capitalProprio: { ano, valor, atualizadoEm, atualizadoPor } | null }
 * PUT /put/capital-proprio/:empresaId { ano, valor } (admin; euros, null removes) → capitalProprio as above.
 */

const dinheiro = (v: number, unidade: Unidade) => (unidade === 'cents' ? centsToEuros(v) : v);

const blocoJson = (b: BlocoResumo) => ({
  key: b.key,
  titulo: b.titulo,
  linhas: b.linhas.map((l) => ({
    key: l.key,
    label: l.label,
    unidade: l.unidade === 'cents' ? 'euros' : l.unidade,
    ...(l.formula !== undefined && { formula: l.formula }),
    valores: l.valores.map((v) => (v === null ? null : dinheiro(v, l.unidade))),
    motivos: l.motivos,
  })),
});

const cartoesJson = (c: CartoesResumo) => ({
  iva: c.iva && {
    periodo: c.iva.periodo,
    prazoPagamento: c.iva.prazoPagamento,
    aPagar: centsToEuros(c.iva.aPagar),
    excessoAReportar: centsToEuros(c.iva.excessoAReportar),
    previsao: c.iva.previsao,
  },
  meses: c.meses,
  vendas: centsToEuros(c.vendas),
  margemBruta: c.margemBruta,
  resultadoLiquido: centsToEuros(c.resultadoLiquido),
  caixa: c.caixa === null ? null : centsToEuros(c.caixa),
  desvioOrcamento: c.desvioOrcamento && {
    real: centsToEuros(c.desvioOrcamento.real),
    orcamento: centsToEuros(c.desvioOrcamento.orcamento),
    deltaEuros: centsToEuros(c.desvioOrcamento.deltaEuros),
    deltaPercent: c.desvioOrcamento.deltaPercent,
  },
});

export const capitalProprioJson = (c: CapitalProprioGuardado | null) =>
  c && {
    ano: c.ano,
    valor: centsToEuros(c.cents),
    atualizadoEm: c.atualizadoEm.toISOString(),
    atualizadoPor: c.atualizadoPor,
  };

function resumoJson(
  loja: Ambito,
  hoje: string,
  entrada: ResumoInput,
  capital: CapitalProprioGuardado | null,
) {
  const r = computeResumo(entrada);
  return {
    ano: r.ano,
    loja,
    hoje,
    estadoMeses: r.estadoMeses,
    semOrcamento: r.semOrcamento,
    finalResult: {
      resultSpreadsheet: dadosResumo(r.ano, r.blocos, dinheiro),
      resultBudget: dadosResumo(r.ano, r.blocosOrcamento, dinheiro),
    },
    blocos: r.blocos.map(blocoJson),
    comparacao: r.comparacao.map(linhaOrcamentoJson),
    cartoes: cartoesJson(r.cartoes),
    porClassificar: {
      resultados: linhaJson(r.porClassificar.resultados),
      caixa: linhaJson(r.porClassificar.caixa),
    },
    lojasSemPessoal: r.lojasSemPessoal,
    origemQuantidades: r.origemQuantidades,
    capitalProprio: capitalProprioJson(capital),
  };
}

/** SPEC §7 'summary': the company area's front page; and the equity an admin enters for it. */
export function resumoRoutes(app: FastifyInstance, deps: { pool: pg.Pool; now: () => Date }): void {
  const service = resumoService(deps.pool);
  // Each about the size of the budget income statement's answer: 32 of them is a few MB.
  const memoria = new MemoriaDeRelatorios(32);
  const guardadas = memoriaDeLeituras(deps.pool);
  const enviarJson = (reply: FastifyReply, json: string) =>
    reply.type('application/json; charset=utf-8').send(json);

  app.get(
    '/get/summary/:empresaId/:lojaId',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'O resumo do ano: os quatro blocos, o orçamento e os números do ano até ao último mês fechado',
      consulta: anoQuery,
      respostas: { 200: resumoDaEmpresa },
    }),
    async (request, reply) => {
      const { id } = requireEmpresa(request);
      const hoje = lisbonToday(deps.now());
      const ano = parseWith(anoQuery, request.query).ano ?? Number(hoje.slice(0, 4));
      const leituras = new LeiturasDoPedido({ memoria: guardadas, empresaId: id });
      const { loja, entrada, capital } = await service.entrada(
        id,
        lojaDoPedido(request.params),
        ano,
        hoje,
        leituras,
      );
      const versao = await leituras.versao();
      return enviarJson(
        reply,
        memoria.json(['resumo', id, versao, loja, hoje, chaveResumo(entrada, versao), capital], () =>
          resumoJson(loja, hoje, entrada, capital),
        ),
      );
    },
  );

  app.put(
    '/put/capital-proprio/:empresaId',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Definir ou retirar o capital próprio de um ano',
      corpo: capitalProprioBody,
      respostas: { 200: capitalProprioGuardado },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const { id: userId } = requireUtilizador(request);
      const { ano, valor } = parseWith(capitalProprioBody, request.body);
      return {
        capitalProprio: capitalProprioJson(
          await service.setCapitalProprio({ empresaId: id, ano, cents: valor, userId }),
        ),
      };
    },
  );
}
