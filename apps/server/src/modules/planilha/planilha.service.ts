import {
  addMonths,
  CAMPOS_CLASSIFICACAO,
  type Classificacao,
  centsToEuros,
  type EstadoLinha,
  formatEuros,
  lisbonToday,
  type PorClassificar,
  parseDotAmount,
  parsePtAmount,
  validateClassificacao,
} from '@contas/core';
import {
  eLiquidacaoCartao,
  OPCOES_CORRESPONDENCIA_PADRAO,
  vendasExplicamLiquidacao,
} from '@contas/core/matching';
import type pg from 'pg';
import { withTransaction } from '../../db/database';
import { AppError, conflito, naoEncontrado, semPermissao } from '../../errors/app-error';
import { criarComissoes } from '../correspondencias/cartoes.repository';
import { desligar, ligar, ligarVarias } from '../correspondencias/ligacoes.repository';
import { CAMPOS, type Campo, erroDeCampo, type Mudanca, type Valor } from './planilha.campos';
import type {
  EntradaHistorico,
  LinhaDaPagina,
  LinhaRow,
  MovimentoPendente,
  Ordem,
  PlanilhaRepository,
  TermoPesquisa,
} from './planilha.repository';

export type Consulta = {
  inicio?: string | undefined;
  fim?: string | undefined;
  pagina: number;
  limite: number;
  ordem: Ordem;
  pesquisa?: string | undefined;
  estado?: EstadoLinha | undefined;
  lojaId?: string | undefined;
  porClassificar?: PorClassificar | undefined;
  /** Also count the rows of the same search and filters that are 'Por classificar' (categorias). */
  contarPorClassificar?: boolean | undefined;
};

/** Whose period is asked: the listing's search and filters, or one import's rows. */
export type ConsultaPeriodo = Pick<Consulta, 'pesquisa' | 'estado' | 'lojaId' | 'porClassificar'> & {
  importacaoId?: string | undefined;
};

/** Bounds that hold every row's date: the period is asked whatever the range. */
const SEM_LIMITES = { inicio: '0001-01-01', fim: '9999-12-31' };

export type Edicao = { tipo: 'alterada'; linha: LinhaRow } | { tipo: 'conflito'; linha: LinhaRow };

const LINHA_NAO_ENCONTRADA = 'Linha não encontrada.';

/**
 * A 409 that asks the person to confirm a link whose amounts differ: the message says by how much, and
 * `detalhes` carries the figures (euros) for the screen.
 */
function diferencaPorConfirmar(linha: LinhaRow, valorExtratoCents: number, comissao: boolean) {
  const total = linha.total_cents ?? 0;
  const diferenca = valorExtratoCents - total;
  return new AppError(
    'conflito',
    `O valor do extrato (${formatEuros(valorExtratoCents)}) difere do total do documento (${formatEuros(total)}) ` +
      `em ${formatEuros(diferenca)}. ` +
      (comissao
        ? 'É uma liquidação TPA: a diferença fica como comissão (Fornecimentos e serviços externos — Comissões). ' +
          'Confirme para associar.'
        : 'Confirme para associar com esta diferença.'),
    {},
    {
      codigo: 'diferenca-por-confirmar',
      totalDocumento: centsToEuros(total),
      valorExtrato: centsToEuros(valorExtratoCents),
      diferenca: centsToEuros(diferenca),
      comissaoCartao: comissao,
    },
  );
}
const SO_AS_SUAS = 'Só pode remover as linhas que criou manualmente.';
const CAMPOS_A: readonly Campo[] = ['categoria_A', 'subcategoria_A'];
const CAMPOS_B: readonly Campo[] = ['categoria_B', 'subcategoria_B', 'rubrica_B'];
const MAX_PALAVRAS = 6;

/** What a row holds for a field, as the history and the comparisons see it (cents, ids, dates). */
function valorDe(linha: LinhaRow, campo: Campo): Valor {
  return linha[CAMPOS[campo].coluna];
}

function classificacaoDe(linha: LinhaRow): Classificacao {
  return {
    categoria_A: linha.categoria_a,
    subcategoria_A: linha.subcategoria_a,
    categoria_B: linha.categoria_b,
    subcategoria_B: linha.subcategoria_b,
    rubrica_B: linha.rubrica_b,
    tipologia: linha.tipologia,
    gasto: linha.gasto,
  };
}

/** Every field that differs between two states of a row (for the history of links made or undone). */
function diferencas(antes: LinhaRow, depois: LinhaRow, acao: string): EntradaHistorico[] {
  const entradas: EntradaHistorico[] = (Object.keys(CAMPOS) as Campo[])
    .filter((campo) => valorDe(antes, campo) !== valorDe(depois, campo))
    .map((campo) => ({ acao, campo, antes: valorDe(antes, campo), depois: valorDe(depois, campo) }));
  if (antes.status_correspondencia !== depois.status_correspondencia)
    entradas.push({
      acao,
      campo: 'statusCorrespondencia',
      antes: antes.status_correspondencia,
      depois: depois.status_correspondencia,
    });
  return entradas;
}

/**
 * Search words: each must appear (accent- and case-insensitive). A word written as an amount with
 * decimals ('1.234,56', '1234.56', '1234,5') also finds that amount, of either sign.
 */
export function termosDePesquisa(texto: string | undefined): TermoPesquisa[] {
  const palavras = (texto ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_PALAVRAS);
  return palavras.map((palavra): TermoPesquisa => {
    const cents = /\d[.,]\d/.test(palavra) ? (parsePtAmount(palavra) ?? parseDotAmount(palavra)) : undefined;
    if (cents === undefined) return { texto: palavra };
    const abs = Math.abs(cents);
    return { texto: palavra, valor: `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}` };
  });
}

export class PlanilhaService {
  constructor(
    private readonly deps: {
      pool: pg.Pool;
      repo: PlanilhaRepository;
      now: () => Date;
    },
  ) {}

  /** A page of the spreadsheet: rows whose date falls in the range (default: the last 3 months, Lisbon). */
  async listar(
    empresaId: string,
    c: Consulta,
  ): Promise<{ linhas: LinhaDaPagina[]; total: number; porClassificar?: number }> {
    const hoje = lisbonToday(this.deps.now());
    const fim = c.fim ?? hoje;
    const inicio = c.inicio ?? addMonths(fim, -3);
    if (inicio > fim)
      throw erroDeCampo('invalido', 'A data inicial não pode ser maior que a data final.', 'startDate');
    const filtro = {
      empresaId,
      inicio,
      fim,
      termos: termosDePesquisa(c.pesquisa),
      estado: c.estado,
      lojaId: c.lojaId,
      porClassificar: c.porClassificar,
    };
    const pagina = this.deps.repo.pagina(filtro, c.ordem, c.limite, (c.pagina - 1) * c.limite);
    if (!c.contarPorClassificar) return pagina;
    const [resultado, porClassificar] = await Promise.all([
      pagina,
      // Under a report's 'Por classificar' the toolbar's count still says the spreadsheet's own.
      this.deps.repo.contar({ ...filtro, porClassificar: 'categorias' }),
    ]);
    return { ...resultado, porClassificar };
  }

  /** The first and last date of the rows found, whatever the range (the period that has rows). */
  async periodo(empresaId: string, c: ConsultaPeriodo) {
    return this.deps.repo.periodo({
      empresaId,
      ...SEM_LIMITES,
      termos: termosDePesquisa(c.pesquisa),
      estado: c.estado,
      lojaId: c.lojaId,
      porClassificar: c.porClassificar,
      importacaoId: c.importacaoId,
    });
  }

  /**
   * Applies a person's changes to one row, if it is still the version they read. The server decides what
   * may change: the invoice and statement only on the caller's own manual rows; the classification on any.
   */
  async editar(
    empresaId: string,
    userId: string,
    id: string,
    mudancas: readonly Mudanca[],
    /** The version the caller read; undefined: none (SPEC §7's call), the last write wins. */
    versao: number | undefined,
  ): Promise<Edicao> {
    const { repo } = this.deps;
    return withTransaction(this.deps.pool, async (tx) => {
      if (!(await repo.bloquear(tx, empresaId, id))) throw naoEncontrado(LINHA_NAO_ENCONTRADA);
      const atual = (await repo.linha(tx, empresaId, id)) as LinhaRow;
      if (versao !== undefined && atual.versao !== versao) return { tipo: 'conflito', linha: atual };

      const efetivas = mudancas.filter((m) => valorDe(atual, m.campo) !== m.valor);
      for (const m of efetivas) this.verificarPermissao(atual, m.campo, userId);
      this.verificarClassificacao(atual, efetivas);
      this.verificarDatas(atual, efetivas);
      const loja = efetivas.find((m) => m.campo === 'loja');
      if (loja && !(await repo.lojaDaEmpresa(tx, empresaId, loja.valor as string)))
        throw erroDeCampo('invalido', 'Loja desconhecida.', 'loja');
      if (efetivas.length === 0) return { tipo: 'alterada', linha: atual };

      await repo.atualizar(
        tx,
        empresaId,
        id,
        userId,
        efetivas.map((m) => [CAMPOS[m.campo].coluna, m.valor] as const),
      );
      await repo.registar(
        tx,
        empresaId,
        userId,
        efetivas.map((m) => ({
          planilhaId: id,
          acao: 'editar',
          campo: m.campo,
          antes: valorDe(atual, m.campo),
          depois: m.valor,
        })),
      );
      return { tipo: 'alterada', linha: (await repo.linha(tx, empresaId, id)) as LinhaRow };
    });
  }

  private verificarPermissao(linha: LinhaRow, campo: Campo, userId: string): void {
    const def = CAMPOS[campo];
    if (def.grupo !== 'manual') return;
    if (!linha.criada_manualmente || linha.criado_por !== userId)
      throw erroDeCampo(
        'sem-permissao',
        `Só pode alterar o campo '${def.rotulo}' nas linhas que criou manualmente.`,
        campo,
      );
    if (campo.startsWith('extrato.') && linha.ligada)
      throw erroDeCampo(
        'sem-permissao',
        `O campo '${def.rotulo}' vem do extrato bancário associado: desassocie-o para o alterar.`,
        campo,
      );
  }

  /** Each changed chain (A, B) is checked whole, as it will be stored: a subcategory of another category fails. */
  private verificarClassificacao(linha: LinhaRow, efetivas: readonly Mudanca[]): void {
    const nova = classificacaoDe(linha);
    for (const m of efetivas)
      if ((CAMPOS_CLASSIFICACAO as readonly string[]).includes(m.campo))
        nova[m.campo as keyof Classificacao] = m.valor as string;
    const mudou = (campos: readonly Campo[]) => efetivas.some((m) => campos.includes(m.campo));
    const verificar: Partial<Classificacao> = {};
    const copiar = (campos: readonly Campo[]) => {
      for (const campo of campos)
        verificar[campo as keyof Classificacao] = nova[campo as keyof Classificacao];
    };
    if (mudou(CAMPOS_A)) copiar(CAMPOS_A);
    if (mudou(CAMPOS_B)) copiar(CAMPOS_B);
    if (mudou(['tipologia'])) copiar(['tipologia']);
    if (mudou(['gasto'])) copiar(['gasto']);
    const erro = validateClassificacao(verificar);
    if (erro) throw erroDeCampo('invalido', erro.message, erro.field);
  }

  /** A row keeps a date (issue, payment or movement): without one it would fall out of every range. */
  private verificarDatas(linha: LinhaRow, efetivas: readonly Mudanca[]): void {
    const datas: Campo[] = ['fatura.dataEmissao', 'dataPagamento', 'extrato.dataMovimento'];
    const mudadas = efetivas.filter((m) => datas.includes(m.campo));
    const depois = (campo: Campo) => {
      const mudanca = mudadas.find((m) => m.campo === campo);
      return mudanca ? mudanca.valor : valorDe(linha, campo);
    };
    const limpa = mudadas.find((m) => m.valor === null);
    if (limpa && datas.every((campo) => depois(campo) === null))
      throw erroDeCampo(
        'invalido',
        'A linha tem de ter pelo menos uma data (emissão, pagamento ou movimento).',
        limpa.campo,
      );
  }

  /** A new manual row of the caller, in the company's first store, pending. */
  async criar(empresaId: string, userId: string, dataEmissao: string | undefined): Promise<LinhaRow> {
    const { repo } = this.deps;
    return withTransaction(this.deps.pool, async (tx) => {
      const lojaId = await repo.primeiraLoja(tx, empresaId);
      if (!lojaId)
        throw conflito('A empresa ainda não tem lojas: crie uma loja antes de acrescentar linhas.');
      const id = await repo.inserirManual(tx, {
        empresaId,
        lojaId,
        userId,
        dataEmissao: dataEmissao ?? lisbonToday(this.deps.now()),
      });
      const linha = (await repo.linha(tx, empresaId, id)) as LinhaRow;
      await repo.registar(tx, empresaId, userId, [
        { planilhaId: id, acao: 'criar', campo: null, antes: null, depois: linha },
      ]);
      return linha;
    });
  }

  async duplicar(empresaId: string, userId: string, origemId: string): Promise<LinhaRow> {
    const { repo } = this.deps;
    return withTransaction(this.deps.pool, async (tx) => {
      const id = await repo.duplicar(tx, empresaId, origemId, userId);
      if (!id) throw naoEncontrado(LINHA_NAO_ENCONTRADA);
      const linha = (await repo.linha(tx, empresaId, id)) as LinhaRow;
      await repo.registar(tx, empresaId, userId, [
        {
          planilhaId: id,
          acao: 'duplicar',
          campo: null,
          antes: null,
          depois: { ...linha, duplicada_de: origemId },
        },
      ]);
      return linha;
    });
  }

  /** Removes one of the caller's manual rows; a bank line it settled gets its statement-only row back. */
  async eliminar(empresaId: string, userId: string, id: string): Promise<void> {
    const { repo } = this.deps;
    await withTransaction(this.deps.pool, async (tx) => {
      if (!(await repo.bloquear(tx, empresaId, id))) throw naoEncontrado(LINHA_NAO_ENCONTRADA);
      const linha = (await repo.linha(tx, empresaId, id)) as LinhaRow;
      if (!linha.criada_manualmente || linha.criado_por !== userId) throw semPermissao(SO_AS_SUAS);
      if (linha.ligada) await desligar(tx, empresaId, id);
      await repo.eliminar(tx, empresaId, id);
      await repo.registar(tx, empresaId, userId, [
        { planilhaId: id, acao: 'eliminar', campo: null, antes: linha, depois: null },
      ]);
    });
  }

  async extratosPendentes(empresaId: string, limite: number): Promise<MovimentoPendente[]> {
    return this.deps.repo.movimentosPendentes(empresaId, limite);
  }

  /**
   * Links a pending bank line to a pending invoice row, as a person's (manual) match. An annulled document
   * counts in no report, and the bank line would go with it: refused. When the amounts differ, the
   * difference must be confirmed (`confirmarDiferenca`); it is written in the link and the row's history.
   */
  async associar(
    empresaId: string,
    userId: string,
    id: string,
    movimentoId: string,
    confirmarDiferenca = false,
  ): Promise<LinhaRow> {
    const { repo } = this.deps;
    return withTransaction(this.deps.pool, async (tx) => {
      if (!(await repo.bloquear(tx, empresaId, id))) throw naoEncontrado(LINHA_NAO_ENCONTRADA);
      const antes = (await repo.linha(tx, empresaId, id)) as LinhaRow;
      if (antes.movimento_id)
        throw conflito('Esta linha é um movimento bancário: escolha uma linha de fatura pendente.');
      if (antes.anulado)
        throw conflito(
          `O documento ${antes.numero_fatura ?? ''} está anulado (${antes.situacao ?? 'Anulado'}): não conta em nenhum ` +
            'relatório, e o movimento bancário associado deixaria de contar com ele. Associe o extrato ao documento que o substituiu.',
        );
      if (antes.ligada || antes.extrato_valor_cents !== null)
        throw conflito('Esta linha já tem um extrato associado.');
      const movimento = await repo.bloquearMovimento(tx, empresaId, movimentoId);
      if (!movimento) throw naoEncontrado('Extrato não encontrado.');
      const estado = await repo.estadoMovimento(tx, movimentoId);
      if (estado.ligado || !estado.linha_extrato)
        throw conflito('Este extrato já está associado a outra linha.');
      const diferenca = antes.total_cents === null ? 0 : movimento.valor_cents - antes.total_cents;
      // A card settlement for a sale, short by what an acquirer keeps: the difference is its commission.
      const comissao =
        diferenca < 0 &&
        antes.lado === 'venda' &&
        eLiquidacaoCartao(movimento.descricao, movimento.valor_cents) &&
        vendasExplicamLiquidacao(
          antes.total_cents ?? 0,
          movimento.valor_cents,
          OPCOES_CORRESPONDENCIA_PADRAO.comissaoMaximaCartaoPct,
        );
      if (diferenca !== 0 && !confirmarDiferenca)
        throw diferencaPorConfirmar(antes, movimento.valor_cents, comissao);

      if (comissao) {
        const explicacao =
          `Associado manualmente na planilha: liquidação TPA de ${formatEuros(movimento.valor_cents)} do documento ` +
          `de ${formatEuros(antes.total_cents ?? 0)}, com a comissão de ${formatEuros(-diferenca)} confirmada.`;
        const linhas = await criarComissoes(
          tx,
          empresaId,
          [
            {
              faturaIds: [id],
              movimentoIds: [movimentoId],
              regra: 'cartao',
              confianca: 'combinacao',
              diferencaCents: diferenca,
              explicacao,
            },
          ],
          userId,
        );
        const documento = { planilhaId: id, movimentoId, valorCents: antes.total_cents ?? 0 };
        await ligarVarias(tx, empresaId, [{ ...documento, regra: 'cartao', explicacao }, ...linhas], {
          manual: true,
          userId,
        });
      } else {
        await ligar(tx, {
          empresaId,
          linhas: [{ planilhaId: id, movimentoId, valorCents: movimento.valor_cents }],
          regra: 'manual',
          explicacao:
            diferenca === 0
              ? 'Associado manualmente na planilha.'
              : `Associado manualmente na planilha, com a diferença de ${formatEuros(diferenca)} confirmada ` +
                `(extrato ${formatEuros(movimento.valor_cents)}, documento ${formatEuros(antes.total_cents ?? 0)}).`,
          manual: true,
          userId,
        });
      }
      const depois = (await repo.linha(tx, empresaId, id)) as LinhaRow;
      await repo.registar(tx, empresaId, userId, [
        ...diferencas(antes, depois, 'associar').map((e) => ({ ...e, planilhaId: id })),
        { planilhaId: id, acao: 'associar', campo: 'movimentos', antes: null, depois: [movimentoId] },
        ...(diferenca === 0
          ? []
          : [{ planilhaId: id, acao: 'associar', campo: 'diferenca', antes: null, depois: diferenca }]),
        // The bank line's own row goes away into this one: its history says where.
        {
          planilhaId: estado.linha_extrato,
          acao: 'associar',
          campo: 'linhaDeFatura',
          antes: null,
          depois: id,
        },
      ]);
      return depois;
    });
  }

  /**
   * Undoes a row's links to bank lines: each freed line is a pending statement again, its own row back
   * as it was (classification and store), and the row gets back the classification it had before.
   */
  async desassociar(empresaId: string, userId: string, id: string): Promise<LinhaRow> {
    const { repo } = this.deps;
    return withTransaction(this.deps.pool, async (tx) => {
      if (!(await repo.bloquear(tx, empresaId, id))) throw naoEncontrado(LINHA_NAO_ENCONTRADA);
      const antes = (await repo.linha(tx, empresaId, id)) as LinhaRow;
      if (antes.comissao_de)
        throw conflito(
          'Esta linha é a comissão de uma liquidação TPA: desassocie uma das faturas que a liquidação paga.',
        );
      const { movimentoIds, linhasDeExtrato, outrasLinhas } = await desligar(tx, empresaId, id);
      if (movimentoIds.length === 0) throw conflito('Esta linha não tem nenhum extrato associado.');
      const depois = (await repo.linha(tx, empresaId, id)) as LinhaRow;
      await repo.registar(tx, empresaId, userId, [
        ...diferencas(antes, depois, 'desassociar').map((e) => ({ ...e, planilhaId: id })),
        { planilhaId: id, acao: 'desassociar', campo: 'movimentos', antes: movimentoIds, depois: null },
        // The other documents of a card settlement go with it.
        ...outrasLinhas.map((outra) => ({
          planilhaId: outra,
          acao: 'desassociar',
          campo: 'movimentos',
          antes: movimentoIds,
          depois: null,
        })),
        // Each bank line's row says it is back, in its own history.
        ...linhasDeExtrato.map((l) => ({
          planilhaId: l.id,
          acao: 'desassociar',
          campo: 'linhaDeFatura',
          antes: id,
          depois: null,
        })),
      ]);
      return depois;
    });
  }

  async historico(empresaId: string, id: string) {
    return this.deps.repo.historico(empresaId, id);
  }
}
