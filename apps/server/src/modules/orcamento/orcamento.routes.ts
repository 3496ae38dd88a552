import { centsToEuros, lisbonToday } from '@contas/core';
import { dadosOrcamento, importacaoDeModeloConcluida } from '@contas/core/contrato';
import { MODELO_ORCAMENTO } from '@contas/core/modelos';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { isUuid } from '../../db/ids';
import { invalido, naoEncontrado } from '../../errors/app-error';
import { comEsquemas, daEmpresa, requireEmpresa, requireUtilizador } from '../../http/access';
import { idParam, parseWith } from '../../http/validation';
import { formularioModelo, lerFicheiroModelo } from '../modelos/upload';
import { type LinhaOrcamentoRow, listarOrcamento, lojaDaEmpresa } from './orcamento.repository';
import { anoDoCaminho, consultaOrcamento } from './orcamento.schemas';
import { OrcamentoComErros, OrcamentoService } from './orcamento.service';

const EM_FALTA = 'Por favor, selecione o arquivo, o ano e a loja.';
const PEDIDO = {
  tipoArquivo: 'orcamento',
  tipoUpload: 'upload-orcamento',
  emFalta: EM_FALTA,
  modelo: MODELO_ORCAMENTO,
};
/** Budgets go up to ten years ahead (the import's year choices, SPEC §9) and a few back, to fix past ones. */
const ANOS_PARA_TRAS = 5;
const ANOS_PARA_A_FRENTE = 10;

/** A budget row in the spreadsheet row's shape (SPEC §3) plus the budget's own fields; euros at the edge. */
function linhaJson(r: LinhaOrcamentoRow) {
  // A budget line is issued and paid on the first day of its month.
  const data = `${r.ano}-${String(r.mes).padStart(2, '0')}-01`;
  const total = centsToEuros(r.total_cents);
  return {
    _id: r.id,
    loja: r.loja_id,
    ano: r.ano,
    mes: r.mes,
    fatura: {
      nif: r.nif,
      emitente: r.emitente,
      numeroFatura: null,
      dataEmissao: data,
      baseTributavel: centsToEuros(r.base_cents),
      iva: centsToEuros(r.iva_cents),
      total,
    },
    extrato: {
      descricao: null,
      dataMovimento: data,
      valor: total,
      tipoMovimento: total < 0 ? 'Saída' : 'Entrada',
    },
    dataPagamento: data,
    categoria_A: r.categoria_a,
    subcategoria_A: r.subcategoria_a,
    centroCusto_A: r.centro_custo_a,
    categoria_B: r.categoria_b,
    subcategoria_B: r.subcategoria_b,
    rubrica_B: r.rubrica_b,
    subrubrica_B: r.subrubrica_b,
    tipologia: r.tipologia,
    gasto: r.gasto,
    taxaIva: r.taxa_iva,
    // Whether the line enters the budgeted cash flow: it does when it has a cash-flow activity (Categoria B).
    cash_flow: r.categoria_b === 'Sem Categoria B' ? 'Não' : 'Sim',
    unid_negocio: { _id: r.loja_id, nome: r.loja_nome || 'LojaA' },
  };
}

type GrupoJson = {
  _id: string;
  loja: { _id: string; nome: string };
  ano: number;
  importacao: { _id: string; ficheiro: string | null; importadoEm: string | null } | null;
  linhas: ReturnType<typeof linhaJson>[];
};

/** SPEC §7: the budget upload per store and year, and the budget spreadsheet view's data. */
export function orcamentoRoutes(app: FastifyInstance, deps: { pool: pg.Pool; now: () => Date }): void {
  const service = new OrcamentoService(deps.pool);

  app.post(
    '/api/upload/orcamento/:empresaId/:lojaId/:ano',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Importar o orçamento anual de uma loja (substitui o desse ano)',
      formulario: formularioModelo(PEDIDO),
      respostas: { 201: importacaoDeModeloConcluida },
    }),
    async (request, reply) => {
      const empresa = requireEmpresa(request);
      const me = requireUtilizador(request);
      const lojaId = idParam(request.params, 'lojaId', 'Loja não encontrada.');
      const caminho = anoDoCaminho.safeParse((request.params as { ano?: string }).ano);
      if (!caminho.success) throw invalido(EM_FALTA);
      const ano = caminho.data;
      const atual = Number(lisbonToday(deps.now()).slice(0, 4));
      if (ano < atual - ANOS_PARA_TRAS || ano > atual + ANOS_PARA_A_FRENTE) {
        throw invalido(
          `O ano do orçamento deve estar entre ${atual - ANOS_PARA_TRAS} e ${atual + ANOS_PARA_A_FRENTE}.`,
        );
      }
      const ficheiro = await lerFicheiroModelo(request, { ...PEDIDO, lojaId });
      try {
        const resultado = await service.importar(
          { empresaId: empresa.id, lojaId, userId: me.id, ano },
          ficheiro,
        );
        return reply.status(201).send({ message: 'Importamento concluído!', resultados: [resultado] });
      } catch (error) {
        if (!(error instanceof OrcamentoComErros)) throw error;
        return reply.status(400).send({ message: error.message, resultados: [error.resultado] });
      }
    },
  );

  app.get(
    '/get/orcamento-planilhas/data/:empresaId',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'As linhas do orçamento, por loja e ano (a vista Dados Orçamento)',
      consulta: consultaOrcamento,
      respostas: { 200: dadosOrcamento },
    }),
    async (request) => {
      const empresa = requireEmpresa(request);
      const { ano, lojaId } = parseWith(consultaOrcamento, request.query);
      if (lojaId !== undefined && !(isUuid(lojaId) && (await lojaDaEmpresa(deps.pool, empresa.id, lojaId))))
        throw naoEncontrado('Loja não encontrada.');
      const linhas = await listarOrcamento(deps.pool, empresa.id, { ano, lojaId });
      // One group per budget document: a store's year, as imported (rows come ordered by store and year).
      const grupos: GrupoJson[] = [];
      for (const r of linhas) {
        const chave = `${r.loja_id}:${r.ano}`;
        let grupo = grupos.at(-1);
        if (grupo?._id !== chave) {
          grupo = {
            _id: chave,
            loja: { _id: r.loja_id, nome: r.loja_nome || 'LojaA' },
            ano: r.ano,
            importacao: r.importacao_id
              ? {
                  _id: r.importacao_id,
                  ficheiro: r.nome_ficheiro,
                  importadoEm: r.importado_em?.toISOString() ?? null,
                }
              : null,
            linhas: [],
          };
          grupos.push(grupo);
        }
        grupo.linhas.push(linhaJson(r));
      }
      return grupos;
    },
  );
}
