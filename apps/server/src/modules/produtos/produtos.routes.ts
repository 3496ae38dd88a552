import { lisbonToday } from '@contas/core';
import { analiseProdutos } from '@contas/core/contrato';
import { MODELO_PRODUTOS } from '@contas/core/modelos';
import type { AnaliseProdutos, ProdutoDoAno } from '@contas/core/reports';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { comEsquemas, daEmpresa, requireEmpresa } from '../../http/access';
import { parseWith } from '../../http/validation';
import { rotaDeImportacaoDeModelo } from '../modelos/upload';
import { linhaJson } from '../relatorios/relatorio-json';
import { anosDosProdutos, anosProdutosQuery } from './produtos.schemas';
import { ProdutosService } from './produtos.service';

const PEDIDO = {
  tipoArquivo: 'produtos',
  tipoUpload: 'upload-produtos',
  emFalta: 'Por favor, selecione o arquivo e a loja.',
  modelo: MODELO_PRODUTOS,
  resumo: 'Importar as quantidades mensais vendidas dos produtos de uma loja',
};

/*
 * GET /get/produtos/:empresaId/:lojaId?ano1=&ano2=  (lojaId 'todas' sums every store)
 *   { ano1: { ano, produtos: Produto[] }, ano2: { ano, produtos: Produto[] },
 *     nomesProdutos: string[]  — both years' products, by name,
 *     loja: { _id, nome },
 *     linhas: LinhaJson[]      — one per name of nomesProdutos (key = the name), unidade 'quantidade':
 *                                ano1 against ano2, the difference (deltaEuros, in units) and ∆ % }
 *   Produto (SPEC §3): { nome, quantidadesMensais: { Jan..Dez: units }, total, media } — media is the
 *   average of the non-zero months, full precision; a year lists the products with a quantity stored in it.
 */
const anoJson = (ano: number, produtos: readonly ProdutoDoAno[]) => ({ ano, produtos });

const analiseJson = (loja: { _id: string; nome: string }, a: AnaliseProdutos) => ({
  ano1: anoJson(a.ano1, a.produtosAno1),
  ano2: anoJson(a.ano2, a.produtosAno2),
  nomesProdutos: a.nomesProdutos,
  loja,
  linhas: a.linhas.map(linhaJson),
});

/** SPEC §7: monthly units sold per product of a store: the import, and the analysis of two years. */
export function produtosRoutes(app: FastifyInstance, deps: { pool: pg.Pool; now: () => Date }): void {
  const service = new ProdutosService(deps.pool);

  rotaDeImportacaoDeModelo(app, '/api/criar-produtos', PEDIDO, (contexto, ficheiro) =>
    service.importar(contexto, ficheiro),
  );

  app.get(
    '/get/produtos/:empresaId/:lojaId',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'Unidades vendidas por produto e mês, dois anos comparados',
      consulta: anosProdutosQuery,
      respostas: { 200: analiseProdutos },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const anoAtual = Number(lisbonToday(deps.now()).slice(0, 4));
      const anos = anosDosProdutos(parseWith(anosProdutosQuery, request.query), anoAtual);
      const { lojaId } = request.params as { lojaId: string };
      const { loja, analise } = await service.analise(id, lojaId, anos);
      return analiseJson(loja, analise);
    },
  );
}
