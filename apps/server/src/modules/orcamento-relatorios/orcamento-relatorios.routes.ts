import { centsToEuros, lisbonToday } from '@contas/core';
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
import { comEsquemas, daEmpresa, requireEmpresa, requireUtilizador } from '../../http/access';
import { parseWith } from '../../http/validation';
import { ContasService } from '../contas/contas.service';
import { DepreciacoesRepository } from '../depreciacoes/depreciacoes.repository';
import { MemoriaDeRelatorios } from '../relatorios/memoria-de-relatorios';
import { type LinhaJson, linhaJson } from '../relatorios/relatorio-json';
import { RelatoriosRepository } from '../relatorios/relatorios.repository';
import { ircJson } from '../relatorios/relatorios.routes';
import { anoQuery } from '../relatorios/relatorios.schemas';
import { type Ambito, RelatoriosService } from '../relatorios/relatorios.service';
import { OrcamentoRelatoriosRepository, type PrazoManualGuardado } from './orcamento-relatorios.repository';
import { exportarOrcamentoQuery, prazoBody } from './orcamento-relatorios.schemas';
import { OrcamentoRelatoriosService } from './orcamento-relatorios.service';
import { orcamentoXlsx } from './orcamento-xlsx';

/*
 * Response shapes (money in euros with 2 decimals, ∆ % a full-precision percentage):
 *
 * GET /get/dr-orcamento/:empresaId/:lojaId?ano=
 *   { ano, loja: { _id, nome }, hoje, estadoMeses: ('fechado' | 'parcial' | 'futuro')[12],
 *     semOrcamento: true when the store (or the company) has no budget lines for the year,
 *     linhas: LinhaOrcamentoJson[]  — the income statement's rows, budget (ano1) against real (ano2),
 *     resultadoDrReal:      { ano, irc, dados },
 *     resultadoDrOrcamento: { ano, irc, dados } }
 *   dados (SPEC §3): { [ano]: { Jan..Dez: { [Categoria A]: { [Subcategoria A]: { fixo, variavel, na } } } } }
 * GET /get/fluxo-caixa-orcamento/:empresaId/:lojaId?ano=
 *   { ano, loja, hoje, estadoMeses, linhas: LinhaOrcamentoJson[]  — the cash flow's rows,
 *     semOrcamento: true when no budget line of the year has a Categoria B (nothing reaches the cash),
 *     resultadoFCReal:      { ano, caixaInicial, dados },
 *     resultadoFCOrcamento: { ano, caixaInicial, dados, prazos: PrazoJson[] } }
 *   dados (SPEC §3): { [ano]: { Jan..Dez: { [activity]: { [row]: … euros }, 'Por classificar', CIP, CFP } } }
 * LinhaOrcamentoJson: LinhaJson (valores.ano1 = budget, ano2 = real, deltaEuros = real − budget) plus
 *   previsao: { orcamento, previsao, deltaEuros, deltaPercent } — the year's budget, real closed months +
 *   budget of the others, and the gap. A future month's real figures are 0: not a comparison (estadoMeses).
 * PrazoJson: { categoria_A, subcategoria_A, dias, meses, origem: 'manual' | 'historico' | 'categoria' |
 *   'sem-historico', medido: { dias, documentos } | null, manual: { dias, atualizadoEm, atualizadoPor } | null }
 * GET /get/orcamento-relatorios/:empresaId/:lojaId/exportar.xlsx?relatorio=dr-orcamento|fluxo-caixa-orcamento&ano=
 *   the same answer as a formatted XLSX (orcamentoXlsx).
 * lojaId 'todas' is the company consolidated.
 */

const TITULOS = { 'dr-orcamento': 'DR Orçamento', 'fluxo-caixa-orcamento': 'Fluxo de Caixa Orçamento' };

type PrevisaoJson = { orcamento: number; previsao: number; deltaEuros: number; deltaPercent: number };
export type LinhaOrcamentoJson = Omit<LinhaJson, 'children'> & {
  children?: LinhaOrcamentoJson[];
  previsao: PrevisaoJson;
};

function linhaOrcamentoJson(l: LinhaOrcamento): LinhaOrcamentoJson {
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

type Dados = { [chave: string]: number | Dados };
/** The §3 data from cents to euros, leaf by leaf. */
function dadosEmEuros(dados: object): Dados {
  return Object.fromEntries(
    Object.entries(dados).map(([k, v]) => [k, typeof v === 'number' ? centsToEuros(v) : dadosEmEuros(v)]),
  );
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

/** Report paths name a store of the company (checked by the access layer) or 'todas'. */
const lojaDoPedido = (params: unknown) => (params as { lojaId: string }).lojaId;

/** SPEC §7: the income statement and the cash flow against the budget of a year; the payment delays. */
export function orcamentoRelatoriosRoutes(
  app: FastifyInstance,
  deps: { pool: pg.Pool; now: () => Date },
): void {
  const service = new OrcamentoRelatoriosService(
    new RelatoriosService(
      new RelatoriosRepository(deps.pool),
      new DepreciacoesRepository(deps.pool),
      new ContasService(deps.pool),
    ),
    new OrcamentoRelatoriosRepository(deps.pool),
  );
  const hoje = () => lisbonToday(deps.now());
  // Each about 3 × the size of the income statement's answer: 32 of them is ~7 MB.
  const memoria = new MemoriaDeRelatorios(32);

  const drOrcamento = async (empresaId: string, lojaId: string, ano: number | undefined) => {
    const dia = hoje();
    const { loja, entrada } = await service.entradaDrOrcamento(empresaId, lojaId, ano ?? anoDe(dia), dia);
    return memoria.json(['dr-orcamento', loja, entrada], () => drOrcamentoJson(loja, entrada));
  };
  const fluxoOrcamento = async (empresaId: string, lojaId: string, ano: number | undefined) => {
    const dia = hoje();
    const { loja, entrada, manuais } = await service.entradaFluxoCaixaOrcamento(
      empresaId,
      lojaId,
      ano ?? anoDe(dia),
      dia,
    );
    return memoria.json(['fluxo-caixa-orcamento', loja, entrada, manuais], () =>
      fluxoOrcamentoJson(loja, entrada, manuais),
    );
  };
  const enviarJson = (reply: FastifyReply, json: string) =>
    reply.type('application/json; charset=utf-8').send(json);

  const relatorios = { 'dr-orcamento': drOrcamento, 'fluxo-caixa-orcamento': fluxoOrcamento };
  for (const [relatorio, construir] of Object.entries(relatorios)) {
    app.get(
      `/get/${relatorio}/:empresaId/:lojaId`,
      comEsquemas(daEmpresa('leitor'), { consulta: anoQuery }),
      async (request, reply) => {
        const { id } = requireEmpresa(request);
        const { ano } = parseWith(anoQuery, request.query);
        return enviarJson(reply, await construir(id, lojaDoPedido(request.params), ano));
      },
    );
  }

  app.get(
    '/get/orcamento-relatorios/:empresaId/:lojaId/exportar.xlsx',
    comEsquemas(daEmpresa('leitor'), { consulta: exportarOrcamentoQuery }),
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
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${relatorio}-${dados.ano}.xlsx"`)
        .send(xlsx);
    },
  );

  // { manuais: [{ categoria_A, subcategoria_A, dias, atualizadoEm, atualizadoPor }] }
  app.put(
    '/put/orcamento-prazos/:empresaId',
    comEsquemas(daEmpresa('admin'), { corpo: prazoBody }),
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
