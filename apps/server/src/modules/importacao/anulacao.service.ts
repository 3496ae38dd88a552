import type pg from 'pg';
import { withTransaction } from '../../db/database';
import { AppError, conflito, naoEncontrado } from '../../errors/app-error';
import { emparelharTransferencias } from '../contas/transferencias.repository';
import { apagarComissoes } from '../correspondencias/cartoes.repository';
import {
  bloquearLedger,
  criarLinhasDeExtrato,
  recalcularParteExtrato,
  reporClassificacoes,
} from '../correspondencias/ligacoes.repository';
import {
  apagarLigacoes,
  concluirAnulacao,
  conteudoExclusivo,
  importacaoParaAnular,
  type LinhaMexida,
  ligacoesAutomaticas,
  linhasMexidas,
  registarNaHistoria,
  removerConteudo,
  soltarPernas,
} from './anulacao.repository';
import { ImportacaoRepository } from './importacao.repository';

export type ResultadoAnulacao = {
  /** Spreadsheet rows removed: documents and bank lines' rows. */
  linhas: number;
  movimentos: number;
  saldos: number;
  /** Links made automatically with those rows, undone. */
  ligacoes: number;
  /** Bank accounts left with neither lines nor balances, removed. */
  contas: number;
};

/** How the refusal names what a person did to the rows, by the history's actions. */
const ALTERACOES: ReadonlyArray<{ acoes: readonly string[]; uma: string; varias: string }> = [
  { acoes: ['editar', 'importacao-planilha'], uma: 'editada', varias: 'editadas' },
  {
    acoes: ['associar', 'desassociar'],
    uma: 'associada ou desassociada à mão',
    varias: 'associadas ou desassociadas à mão',
  },
  {
    acoes: ['transferencia-manual', 'desfazer-transferencia'],
    uma: 'marcada ou desmarcada à mão como transferência',
    varias: 'marcadas ou desmarcadas à mão como transferência',
  },
];

function recusaPorAlteracoes(ficheiro: string, mexidas: readonly LinhaMexida[]): AppError {
  const todas = new Set(mexidas.flatMap((m) => m.linhas));
  const grupos = [
    ...ALTERACOES.map((a) => ({
      ...a,
      linhas: new Set(mexidas.filter((m) => a.acoes.includes(m.acao)).flatMap((m) => m.linhas)),
    })),
    {
      uma: 'alterada de outra forma',
      varias: 'alteradas de outra forma',
      linhas: new Set(
        mexidas.filter((m) => !ALTERACOES.some((a) => a.acoes.includes(m.acao))).flatMap((m) => m.linhas),
      ),
    },
  ];
  const partes = grupos
    .filter((g) => g.linhas.size > 0)
    .map((g) => `${g.linhas.size} ${g.linhas.size === 1 ? g.uma : g.varias}`);
  const n = todas.size;
  return new AppError(
    'conflito',
    `Não é possível anular a importação de «${ficheiro}»: ${n} das suas linhas ${n === 1 ? 'foi alterada' : 'foram alteradas'} ` +
      `depois de importada${n === 1 ? '' : 's'} (${partes.join(', ')}). Uma importação só se anula inteira enquanto ` +
      'ninguém mexeu nas suas linhas.',
    {},
    {
      codigo: 'importacao-alterada',
      linhas: n,
      editadas: grupos[0]?.linhas.size ?? 0,
      associadas: grupos[1]?.linhas.size ?? 0,
      transferencias: grupos[2]?.linhas.size ?? 0,
      outras: grupos[3]?.linhas.size ?? 0,
      // The first rows, for the screen to point at; the count says how many there are.
      ids: [...todas].sort().slice(0, 50),
    },
  );
}

/**
 * 'Anular importação': an e-fatura or statement import undone as a whole, in one transaction, while no
 * person changed its rows. What it alone brought goes; what another import also brought stays as that
 * one's. Links matching made with its rows are undone: the other side's documents go back to pending
 * (with the classification they had before the link), the other side's bank lines get their rows back.
 */
export class AnulacaoService {
  private readonly importacoes = new ImportacaoRepository();

  constructor(private readonly pool: pg.Pool) {}

  async anular(empresaId: string, userId: string, importacaoId: string): Promise<ResultadoAnulacao> {
    return withTransaction(this.pool, async (tx) => {
      await bloquearLedger(tx, empresaId);
      const importacao = await importacaoParaAnular(tx, empresaId, importacaoId);
      if (!importacao) throw naoEncontrado('Importação não encontrada.');
      const ficheiro = importacao.nome_ficheiro;
      if (importacao.anulada_em) throw conflito(`A importação de «${ficheiro}» já foi anulada.`);
      if (importacao.tipo !== 'efatura' && importacao.tipo !== 'extrato')
        throw conflito(
          'Só as importações de e-faturas e de extratos bancários se anulam: uma planilha completa, um orçamento ' +
            'ou os produtos corrigem-se importando o ficheiro certo.',
        );
      if (importacao.atualizadas > 0)
        throw conflito(
          `Não é possível anular a importação de «${ficheiro}»: atualizou a situação de ${importacao.atualizadas} ` +
            `${importacao.atualizadas === 1 ? 'documento que já existia' : 'documentos que já existiam'} ` +
            '(anulados no e-fatura), e uma anulação no e-fatura é definitiva.',
        );

      const conteudo = await conteudoExclusivo(tx, empresaId, importacaoId);
      const diretas = await ligacoesAutomaticas(tx, empresaId, conteudo.documentos, conteudo.movimentos);
      const proprios = new Set(conteudo.movimentos);
      // A bank line of another import that paid one of these documents is freed whole: with the others it
      // paid it keeps a share, and a share of a line that goes nowhere would be lost.
      const outrosMovimentos = [...new Set(diretas.map((l) => l.movimento_id))].filter(
        (m) => !proprios.has(m),
      );
      const mexidas = await linhasMexidas(tx, empresaId, conteudo, outrosMovimentos);
      if (mexidas.length > 0) throw recusaPorAlteracoes(ficheiro, mexidas);

      const indiretas = await ligacoesAutomaticas(tx, empresaId, [], outrosMovimentos);
      const chave = (l: { planilha_id: string; movimento_id: string }) =>
        `${l.planilha_id}|${l.movimento_id}`;
      const ligacoes = [...new Map([...diretas, ...indiretas].map((l) => [chave(l), l])).values()];
      const desfeitas = await apagarLigacoes(tx, empresaId, ligacoes);
      // A card settlement freed from its sales no longer has a commission: its row goes.
      const comissoes = new Set(await apagarComissoes(tx, empresaId, outrosMovimentos));

      const documentos = new Set(conteudo.documentos);
      const porDocumento = new Map<string, typeof desfeitas>();
      for (const l of desfeitas) {
        if (documentos.has(l.planilha_id) || comissoes.has(l.planilha_id)) continue;
        porDocumento.set(l.planilha_id, [...(porDocumento.get(l.planilha_id) ?? []), l]);
      }
      await reporClassificacoes(
        tx,
        empresaId,
        [...porDocumento].flatMap(([planilhaId, suas]) => {
          const copiada = suas.find((l) => l.classificacao_antes !== null);
          return copiada?.classificacao_antes
            ? [{ planilhaId, antes: copiada.classificacao_antes, movimentoId: copiada.movimento_id }]
            : [];
        }),
      );
      await recalcularParteExtrato(tx, empresaId, [...porDocumento.keys()]);
      // Their rows come back as they were, in their store; a line never seen as a row, in the first store.
      const primeiraLoja = (await this.importacoes.empresaEPrimeiraLoja(tx, empresaId)).lojaId;
      if (outrosMovimentos.length > 0 && !primeiraLoja)
        throw conflito('A empresa ainda não tem lojas: adicione uma loja antes de anular a importação.');
      const devolvidas = await criarLinhasDeExtrato(tx, empresaId, primeiraLoja ?? '', outrosMovimentos);
      const pernas = await soltarPernas(tx, empresaId, conteudo.movimentos);
      await registarNaHistoria(tx, empresaId, userId, [
        ...[...porDocumento].map(([planilhaId, suas]) => ({
          planilhaId,
          campo: 'movimentos',
          antes: suas.map((l) => l.movimento_id),
        })),
        ...devolvidas.map((l) => ({
          planilhaId: l.id,
          campo: 'linhaDeFatura',
          antes: desfeitas.filter((d) => d.movimento_id === l.movimento_id).map((d) => d.planilha_id),
        })),
        ...pernas.map((p) => ({ planilhaId: p.id, campo: 'transferenciaInterna', antes: p.par })),
      ]);

      const removido = await removerConteudo(tx, empresaId, conteudo);
      const resultado: ResultadoAnulacao = { ...removido, ligacoes: desfeitas.length };
      await concluirAnulacao(tx, empresaId, importacaoId, userId, resultado);
      // Legs freed may pair with others now.
      await emparelharTransferencias(tx, empresaId, userId);
      return resultado;
    });
  }
}
