import { centsToEuros, lisbonToday, MESES } from '@contas/core';
import { analiseTicketMedio, pontoEquilibrio, previsaoIva, regimesIvaManuais } from '@contas/core/contrato';
import {
  type ApuramentoIva,
  computeDemonstracaoResultados,
  computePontoEquilibrio,
  computePrevisaoIva,
  computeTicketMedio,
  type DemonstracaoResultadosInput,
  dadosPontoEquilibrio,
  faturasPorLoja,
  LINHA_IVA,
  LINHA_TM,
  type LinhaPontoEquilibrio,
  type MotivoSemValor,
  type OrigemQuantidades,
  type PrevisaoIvaInput,
  type QuantidadeLoja,
  quantidadesVendidas,
  type RegimeDoAno,
  type ReportLine,
  type SomaVendas,
  type TicketMedioInput,
} from '@contas/core/reports';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type pg from 'pg';
import type { z } from 'zod';
import { comEsquemas, daEmpresa, lojaDoPedido, requireEmpresa, requireUtilizador } from '../../http/access';
import { parseWith } from '../../http/validation';
import { enviarXlsx, TIPO_XLSX } from '../../http/xlsx';
import { MemoriaDeRelatorios } from '../relatorios/memoria-de-relatorios';
import { type LinhaJson, linhaJson } from '../relatorios/relatorio-json';
import { anosComparados, anosQuery } from '../relatorios/relatorios.schemas';
import type { Ambito, Anos } from '../relatorios/relatorios.service';
import type { RegimeIvaManual } from './analises.repository';
import { ANALISES, type Analise, exportarAnalisesQuery, regimeIvaBody } from './analises.schemas';
import { analisesService } from './analises.service';
import { analiseXlsx } from './analises-xlsx';

/*
 * Response shapes (money in euros with 2 decimals, ∆ % a full-precision percentage; LinhaJson as in the
 * income statement's answer):
 *
 * GET /get/previsao-iva/:empresaId/:lojaId?ano=&ano2=
 *   { ano1, ano2, loja: { _id, nome }, hoje, linhas: LinhaJson[]  — output VAT by bucket, input VAT by
 *       bucket, 'IVA a entregar', 'IVA a recuperar', the return (credit carried in, to pay, credit carried
 *       on: on each period's last month), the payment (in its deadline's month), the VAT by rate,
 *     previsao: { ano1, ano2: boolean[12] }  — months whose figures are the budget's,
 *     semOrcamento: { ano1, ano2: boolean }  — months not closed with no budget to stand in,
 *     regimes: { ano1, ano2: { regime: 'mensal' | 'trimestral', origem: 'manual' | 'volume-de-negocios' |
 *       'sem-historico', volumeNegociosAnterior } },
 *     apuramentos: { ano1, ano2: [{ rotulo, regime, meses, liquidado, dedutivel, resultado, excessoAnterior,
 *       aPagar, excessoAReportar, prazoDeclaracao, prazoPagamento, previsao }] },
 *     dados (SPEC §3): { [ano]: { Jan..Dez: { [VAT bucket]: euros, 'IVA a entregar', 'IVA a recuperar' } } } }
 * GET /get/analise-ticket-medio/:empresaId/:lojaId?ano=&ano2=
 *   { ano1, ano2, loja, linhas: LinhaJson[]  — 'Quantidade de Faturas', 'Faturação Mensal', 'Ticket Médio'
 *       (each with the sales types), 'Vendas sem fatura (fora do ticket)',
 *     dados (SPEC §3): { [ano]: { Jan..Dez: { 'Quantidade de Faturas': { [tipo]: n },
 *       'Faturação Mensal': { [tipo]: euros } } } } }
 * GET /get/ponto-equilibrio/:empresaId/:lojaId?ano=&ano2=
 *   { ano1, ano2, loja, linhas: (LinhaJson & { semValor?: { ano1, ano2: (motivo | null)[14] } })[],
 *     quantidades: { ano1, ano2: ('faturas' | 'produtos' | 'faturas e produtos')[12] },
 *     vendasSemFatura: { ano1, ano2: euros[12] }  — sales in Receitas that no invoice counts,
 *     data (SPEC §3): { [ano]: { Jan..Dez: { Nada: { the seven keys }, 'Ponto de Equilíbrio':
 *       { Quantidade, Vendas } } } }, null where there is no break-even; {} when there is nothing at all }
 *   motivo: 'sem-vendas' | 'sem-quantidades' | 'margem-nao-positiva'
 * GET /get/analises/:empresaId/:lojaId/exportar.xlsx?relatorio=previsao-iva|analise-ticket-medio|ponto-equilibrio&ano=&ano2=
 * PUT /put/regime-iva/:empresaId { ano, regime: 'mensal' | 'trimestral' | null } (admin; null: the €650 000 rule)
 *   → { manuais: [{ ano, regime }] }
 * lojaId 'todas' is the company consolidated.
 */

export const TITULOS_ANALISES: Record<Analise, string> = {
  'previsao-iva': 'Mapa de Previsão de IVA',
  'analise-ticket-medio': 'Análise Ticket Médio',
  'ponto-equilibrio': 'Ponto de Equilíbrio',
};

type Dados = { [chave: string]: number | null | Dados };

/** A year's months of some lines as SPEC §3 data: month → group → row → value (money in euros). */
function dadosDoAno(
  grupos: ReadonlyArray<readonly [rotulo: string, linha: ReportLine | undefined]>,
  serie: 'ano1' | 'ano2',
): Dados {
  const dinheiro = (l: ReportLine, v: number) => (l.unidade === 'cents' ? centsToEuros(v) : v);
  return Object.fromEntries(
    MESES.map((mes, i) => [
      mes,
      Object.fromEntries(
        grupos.map(([rotulo, linha]) => [
          rotulo,
          Object.fromEntries(
            (linha?.children ?? []).map((c) => [c.label, dinheiro(c, c.valores[serie].meses[i] ?? 0)]),
          ),
        ]),
      ),
    ]),
  );
}

function ticketJson(loja: Ambito, entrada: TicketMedioInput) {
  const r = computeTicketMedio(entrada);
  const linha = (key: string) => r.linhas.find((l) => l.key === key);
  const grupos = [
    ['Quantidade de Faturas', linha(LINHA_TM.quantidade)],
    ['Faturação Mensal', linha(LINHA_TM.faturacao)],
  ] as const;
  return {
    ano1: r.ano1,
    ano2: r.ano2,
    loja,
    linhas: r.linhas.map(linhaJson),
    dados: { [r.ano1]: dadosDoAno(grupos, 'ano1'), [r.ano2]: dadosDoAno(grupos, 'ano2') },
  };
}

type LinhaPontoEquilibrioJson = LinhaJson & {
  semValor?: { ano1: (MotivoSemValor | null)[]; ano2: (MotivoSemValor | null)[] };
};

const linhaPontoEquilibrioJson = (l: LinhaPontoEquilibrio): LinhaPontoEquilibrioJson => ({
  ...linhaJson(l),
  ...(l.semValor && { semValor: { ano1: [...l.semValor.ano1], ano2: [...l.semValor.ano2] } }),
});

const DINHEIRO_PE = new Set([
  'Custos Fixos',
  'Ticket Médio',
  'Custos Variáveis por Unidade',
  'Receitas',
  'Vendas',
]);

/** The §3 data of a year in euros: money keys converted, quantities and percentages as they are. */
function dadosPontoEquilibrioJson(r: ReturnType<typeof computePontoEquilibrio>, serie: 'ano1' | 'ano2') {
  const converter = (o: Record<string, number | null>) =>
    Object.fromEntries(
      Object.entries(o).map(([k, v]) => [k, v !== null && DINHEIRO_PE.has(k) ? centsToEuros(v) : v]),
    );
  return Object.fromEntries(
    Object.entries(dadosPontoEquilibrio(r, serie)).map(([ano, meses]) => [
      ano,
      Object.fromEntries(
        Object.entries(meses).map(([mes, m]) => [
          mes,
          { Nada: converter(m.Nada), 'Ponto de Equilíbrio': converter(m['Ponto de Equilíbrio']) },
        ]),
      ),
    ]),
  );
}

function pontoEquilibrioJson(
  loja: Ambito,
  demonstracao: DemonstracaoResultadosInput,
  vendas: SomaVendas[],
  produtos: QuantidadeLoja[],
) {
  const { ano1, ano2 } = demonstracao;
  const quantidades = {
    ano1: quantidadesVendidas(ano1, faturasPorLoja(vendas, ano1), produtos),
    ano2: quantidadesVendidas(ano2, faturasPorLoja(vendas, ano2), produtos),
  };
  const r = computePontoEquilibrio({
    demonstracao: computeDemonstracaoResultados(demonstracao),
    quantidades: { ano1: quantidades.ano1.meses, ano2: quantidades.ano2.meses },
  });
  // The sales no invoice counts (card settlements): the ticket's own row.
  const semFatura = computeTicketMedio({ ano1, ano2, somas: vendas }).linhas.find(
    (l) => l.key === LINHA_TM.semFatura,
  );
  const vazio = r.linhas.every((l) =>
    [...l.valores.ano1.meses, ...l.valores.ano2.meses].every((v) => v === 0),
  );
  return {
    ano1,
    ano2,
    loja,
    linhas: r.linhas.map(linhaPontoEquilibrioJson),
    quantidades: { ano1: quantidades.ano1.origem, ano2: quantidades.ano2.origem } satisfies Record<
      string,
      OrigemQuantidades[]
    >,
    vendasSemFatura: {
      ano1: (semFatura?.valores.ano1.meses ?? []).map(centsToEuros),
      ano2: (semFatura?.valores.ano2.meses ?? []).map(centsToEuros),
    },
    data: vazio ? {} : { ...dadosPontoEquilibrioJson(r, 'ano1'), ...dadosPontoEquilibrioJson(r, 'ano2') },
  };
}

const regimeJson = (r: RegimeDoAno) => ({
  regime: r.regime,
  origem: r.origem,
  volumeNegociosAnterior: centsToEuros(r.volumeNegociosAnteriorCents),
});

const apuramentoJson = (a: ApuramentoIva) => ({
  rotulo: a.rotulo,
  regime: a.regime,
  meses: a.meses,
  liquidado: centsToEuros(a.liquidadoCents),
  dedutivel: centsToEuros(a.dedutivelCents),
  resultado: centsToEuros(a.resultadoCents),
  excessoAnterior: centsToEuros(a.excessoAnteriorCents),
  aPagar: centsToEuros(a.aPagarCents),
  excessoAReportar: centsToEuros(a.excessoAReportarCents),
  prazoDeclaracao: a.prazoDeclaracao,
  prazoPagamento: a.prazoPagamento,
  previsao: a.previsao,
});

function previsaoIvaJson(loja: Ambito, entrada: PrevisaoIvaInput) {
  const r = computePrevisaoIva(entrada);
  const linha = (key: string) => r.linhas.find((l) => l.key === key);
  const dados = (serie: 'ano1' | 'ano2') => {
    const porBalde = dadosDoAno(
      [
        ['IVA liquidado', linha(LINHA_IVA.liquidado)],
        ['IVA dedutível', linha(LINHA_IVA.dedutivel)],
      ],
      serie,
    );
    return Object.fromEntries(
      MESES.map((mes, i) => {
        const m = porBalde[mes] as Record<string, Dados>;
        const valor = (key: string) => centsToEuros(linha(key)?.valores[serie].meses[i] ?? 0);
        return [
          mes,
          {
            ...m['IVA liquidado'],
            ...m['IVA dedutível'],
            'IVA a entregar': valor(LINHA_IVA.aEntregar),
            'IVA a recuperar': valor(LINHA_IVA.aRecuperar),
          },
        ];
      }),
    );
  };
  return {
    ano1: r.ano1,
    ano2: r.ano2,
    loja,
    hoje: entrada.hoje,
    linhas: r.linhas.map(linhaJson),
    previsao: r.previsao,
    semOrcamento: r.semOrcamento,
    regimes: { ano1: regimeJson(r.regimes.ano1), ano2: regimeJson(r.regimes.ano2) },
    apuramentos: {
      ano1: r.apuramentos.ano1.map(apuramentoJson),
      ano2: r.apuramentos.ano2.map(apuramentoJson),
    },
    dados: { [r.ano1]: dados('ano1'), [r.ano2]: dados('ano2') },
  };
}

const manuaisJson = (manuais: RegimeIvaManual[]) => ({ manuais });

/** SPEC §7: the VAT forecast map, the average ticket and the break-even; the company's VAT regime. */
export function analisesRoutes(app: FastifyInstance, deps: { pool: pg.Pool; now: () => Date }): void {
  const service = analisesService(deps.pool);
  const hoje = () => lisbonToday(deps.now());
  const anoAtual = () => Number(hoje().slice(0, 4));
  const memoria = new MemoriaDeRelatorios(64);

  const construir: Record<Analise, (empresaId: string, lojaId: string, anos: Anos) => Promise<string>> = {
    'previsao-iva': async (empresaId, lojaId, anos) => {
      const dia = hoje();
      const { loja, entrada } = await service.entradaPrevisaoIva(empresaId, lojaId, anos, dia);
      return memoria.json(['previsao-iva', loja, entrada], () => previsaoIvaJson(loja, entrada));
    },
    'analise-ticket-medio': async (empresaId, lojaId, anos) => {
      const { loja, entrada } = await service.entradaTicketMedio(empresaId, lojaId, anos);
      return memoria.json(['analise-ticket-medio', loja, entrada], () => ticketJson(loja, entrada));
    },
    'ponto-equilibrio': async (empresaId, lojaId, anos) => {
      const { loja, demonstracao, vendas, produtos } = await service.entradaPontoEquilibrio(
        empresaId,
        lojaId,
        anos,
      );
      return memoria.json(['ponto-equilibrio', loja, demonstracao, vendas, produtos], () =>
        pontoEquilibrioJson(loja, demonstracao, vendas, produtos),
      );
    },
  };
  const enviarJson = (reply: FastifyReply, json: string) =>
    reply.type('application/json; charset=utf-8').send(json);

  const RESPOSTAS: Record<Analise, { resumo: string; resposta: z.ZodType }> = {
    'previsao-iva': { resumo: 'O mapa de previsão de IVA de dois anos', resposta: previsaoIva },
    'analise-ticket-medio': {
      resumo: 'A análise do ticket médio de dois anos',
      resposta: analiseTicketMedio,
    },
    'ponto-equilibrio': { resumo: 'O ponto de equilíbrio de dois anos', resposta: pontoEquilibrio },
  };
  for (const relatorio of ANALISES) {
    const { resumo, resposta } = RESPOSTAS[relatorio];
    app.get(
      `/get/${relatorio}/:empresaId/:lojaId`,
      comEsquemas(daEmpresa('leitor'), { resumo, consulta: anosQuery, respostas: { 200: resposta } }),
      async (request, reply) => {
        const { id } = requireEmpresa(request);
        const anos = anosComparados(parseWith(anosQuery, request.query), anoAtual());
        return enviarJson(reply, await construir[relatorio](id, lojaDoPedido(request.params), anos));
      },
    );
  }

  app.get(
    '/get/analises/:empresaId/:lojaId/exportar.xlsx',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'Uma das análises (IVA, ticket médio, ponto de equilíbrio) em Excel',
      consulta: exportarAnalisesQuery,
      respostas: { 200: { ficheiro: TIPO_XLSX } },
    }),
    async (request, reply) => {
      const { id } = requireEmpresa(request);
      const { relatorio, ...pedido } = parseWith(exportarAnalisesQuery, request.query);
      const anos = anosComparados(pedido, anoAtual());
      const [empresa, json] = await Promise.all([
        service.empresaNome(id),
        construir[relatorio](id, lojaDoPedido(request.params), anos),
      ]);
      // The same figures the screen shows, from the same JSON.
      const xlsx = await analiseXlsx(relatorio, TITULOS_ANALISES[relatorio], empresa, JSON.parse(json));
      return enviarXlsx(reply, `${relatorio}-${anos.ano1}-${anos.ano2}.xlsx`, xlsx);
    },
  );

  app.put(
    '/put/regime-iva/:empresaId',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Fixar o regime de IVA de um ano (ou voltar à regra dos 650 000 €)',
      corpo: regimeIvaBody,
      respostas: { 200: regimesIvaManuais },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const { id: userId } = requireUtilizador(request);
      const { ano, regime } = parseWith(regimeIvaBody, request.body);
      return manuaisJson(await service.setRegimeIva({ empresaId: id, ano, regime, userId }));
    },
  );
}
