import type pg from 'pg';
import { type Queryable, withTransaction } from '../../db/database';
import {
  type EscritaDaBase,
  type Escritor,
  emTransacoesProprias,
  NUMA_TRANSACAO,
  naTransacao,
} from '../../db/escrita-em-partes';
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
  type AnulacaoEmCurso,
  anulacoesEmCurso,
  apagarLigacoes,
  type ConteudoExclusivo,
  concluirAnulacao,
  contasDoConteudo,
  conteudoExclusivo,
  importacaoParaAnular,
  type LinhaMexida,
  ligacoesAutomaticas,
  linhasMexidas,
  marcarAnulacao,
  registarNaHistoria,
  removerContasVazias,
  removerConteudo,
  soltarPernas,
  somarAAnulacao,
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

/** The automatic links of one bank line that an undoing undoes; `outro`: a line of another import, freed whole. */
type LigacoesDoMovimento = {
  movimentoId: string;
  outro: boolean;
  ligacoes: Array<{ planilha_id: string; movimento_id: string }>;
};

/** What an undoing works on, read in its first step. */
type Inicio = {
  marca: AnulacaoEmCurso;
  conteudo: ConteudoExclusivo;
  grupos: LigacoesDoMovimento[];
  primeiraLoja: string;
};

/** One of the import's documents, bank lines or balances, removed in its part. */
type ItemDoConteudo = { de: keyof ConteudoExclusivo; id: string };

/**
 * 'Anular importação': an e-fatura or statement import undone as a whole, while no person changed its rows. What
 * it alone brought goes; what another import also brought stays as that one's. Links matching made with its rows
 * are undone: the other side's documents go back to pending (with the classification they had before the link),
 * the other side's bank lines get their rows back.
 *
 * On PostgreSQL, one transaction. On the embedded database, alone behind the company's gate and in parts (the
 * links, then what the import brought), so that other companies are served meanwhile (issue 19). The first step
 * marks the import (`detalhes.anulacaoEmCurso`); each part leaves a whole state (links undone as a person would) and
 * adds its counts to the mark; the last step ends it. An undoing begun is always ended, never rolled back: a failure
 * half-way is ended once more before the gate opens, and a stopped server's at the next start
 * (`concluirAnulacoesInterrompidas`), or by asking again.
 */
export class AnulacaoService {
  private readonly importacoes = new ImportacaoRepository();

  constructor(
    private readonly pool: pg.Pool,
    private readonly escrita: EscritaDaBase = NUMA_TRANSACAO,
  ) {}

  async anular(empresaId: string, userId: string, importacaoId: string): Promise<ResultadoAnulacao> {
    if (!this.escrita.emPartes)
      return withTransaction(this.pool, async (tx) => {
        await bloquearLedger(tx, empresaId);
        return this.#anularCom(naTransacao(tx), empresaId, userId, importacaoId);
      });
    const { portao, alvoPorParteMs } = this.escrita;
    const emPartes = () =>
      emTransacoesProprias(this.pool, { alvoMs: alvoPorParteMs, entreAsPartes: () => portao.darVez() });
    return portao.sozinho(empresaId, async () => {
      try {
        return await this.#anularCom(emPartes(), empresaId, userId, importacaoId);
      } catch (erro) {
        if (!(await this.#comecada(empresaId, importacaoId))) throw erro;
        return this.#anularCom(emPartes(), empresaId, userId, importacaoId);
      }
    });
  }

  async #comecada(empresaId: string, importacaoId: string): Promise<boolean> {
    const importacao = await importacaoParaAnular(this.pool, empresaId, importacaoId);
    return !!importacao?.anulacao_em_curso && !importacao.anulada_em;
  }

  async #anularCom(
    escritor: Escritor,
    empresaId: string,
    userId: string,
    importacaoId: string,
  ): Promise<ResultadoAnulacao> {
    const { marca, conteudo, grupos, primeiraLoja } = await this.#comecar(
      escritor,
      empresaId,
      userId,
      importacaoId,
    );
    // Begun by someone else's request (a stopped server's): ended in their name.
    const por = marca.por;
    const documentos = new Set(conteudo.documentos);
    await escritor.emPartes(grupos, (tx, parte) =>
      desfazerLigacoes(tx, { empresaId, importacaoId, por, documentos, primeiraLoja }, parte),
    );
    await escritor.passo(async (tx) => {
      const pernas = await soltarPernas(tx, empresaId, conteudo.movimentos);
      await registarNaHistoria(
        tx,
        empresaId,
        por,
        pernas.map((p) => ({ planilhaId: p.id, campo: 'transferenciaInterna', antes: p.par })),
      );
    });
    const itens = (['documentos', 'movimentos', 'saldos'] as const).flatMap((de) =>
      conteudo[de].map((id): ItemDoConteudo => ({ de, id })),
    );
    await escritor.emPartes(itens, async (tx, parte) => {
      const daParte = (de: keyof ConteudoExclusivo) => parte.filter((i) => i.de === de).map((i) => i.id);
      const removido = await removerConteudo(tx, empresaId, {
        documentos: daParte('documentos'),
        movimentos: daParte('movimentos'),
        saldos: daParte('saldos'),
      });
      await somarAAnulacao(tx, empresaId, importacaoId, removido);
    });
    return escritor.passo(async (tx) => {
      const feito = (await importacaoParaAnular(tx, empresaId, importacaoId))?.anulacao_em_curso ?? marca;
      const contas = await removerContasVazias(tx, empresaId, marca.contas);
      const resultado: ResultadoAnulacao = {
        linhas: feito.linhas,
        movimentos: feito.movimentos,
        saldos: feito.saldos,
        contas,
        ligacoes: feito.ligacoes,
      };
      await concluirAnulacao(tx, empresaId, importacaoId, por, resultado);
      // Legs freed may pair with others now.
      await emparelharTransferencias(tx, empresaId, por);
      return resultado;
    });
  }

  /**
   * The first steps: the refusals, what the undoing works on, and its mark (kept, when it was begun before). Each
   * read is a step of its own, a short transaction on the embedded database (where the company's gate keeps its
   * ledger as it is between them); the mark goes with the last.
   */
  async #comecar(
    escritor: Escritor,
    empresaId: string,
    userId: string,
    importacaoId: string,
  ): Promise<Inicio> {
    const { importacao, conteudo } = await escritor.passo(async (tx) => {
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
      return { importacao, conteudo: await conteudoExclusivo(tx, empresaId, importacaoId) };
    });
    const diretas = await escritor.passo((tx) =>
      ligacoesAutomaticas(tx, empresaId, conteudo.documentos, conteudo.movimentos),
    );
    const proprios = new Set(conteudo.movimentos);
    // A bank line of another import that paid one of these documents is freed whole: with the others it
    // paid it keeps a share, and a share of a line that goes nowhere would be lost.
    const outrosMovimentos = [...new Set(diretas.map((l) => l.movimento_id))].filter((m) => !proprios.has(m));
    // Begun already: what was decided then is ended (its own parts' history entries are automatic anyway).
    if (!importacao.anulacao_em_curso) {
      const mexidas = await escritor.passo((tx) => linhasMexidas(tx, empresaId, conteudo, outrosMovimentos));
      if (mexidas.length > 0) throw recusaPorAlteracoes(importacao.nome_ficheiro, mexidas);
    }
    return escritor.passo(async (tx) => {
      const indiretas = await ligacoesAutomaticas(tx, empresaId, [], outrosMovimentos);
      // Their rows come back as they were, in their store; a line never seen as a row, in the first store.
      const primeiraLoja = (await this.importacoes.empresaEPrimeiraLoja(tx, empresaId)).lojaId;
      if (outrosMovimentos.length > 0 && !primeiraLoja)
        throw conflito('A empresa ainda não tem lojas: adicione uma loja antes de anular a importação.');

      const grupos = new Map<string, LigacoesDoMovimento>();
      const chaves = new Set<string>();
      for (const l of [...diretas, ...indiretas]) {
        const chave = `${l.planilha_id}|${l.movimento_id}`;
        if (chaves.has(chave)) continue;
        chaves.add(chave);
        let grupo = grupos.get(l.movimento_id);
        if (!grupo) {
          grupo = { movimentoId: l.movimento_id, outro: !proprios.has(l.movimento_id), ligacoes: [] };
          grupos.set(l.movimento_id, grupo);
        }
        grupo.ligacoes.push(l);
      }

      const marca = importacao.anulacao_em_curso ?? {
        por: userId,
        contas: await contasDoConteudo(tx, empresaId, conteudo),
        ligacoes: 0,
        linhas: 0,
        movimentos: 0,
        saldos: 0,
      };
      if (!importacao.anulacao_em_curso) await marcarAnulacao(tx, empresaId, importacaoId, marca);
      return { marca, conteudo, grupos: [...grupos.values()], primeiraLoja: primeiraLoja ?? '' };
    });
  }
}

/**
 * A part of the links: each bank line's undone whole. The documents of other imports go back to pending (their
 * classification back), the other imports' bank lines freed get their rows back, a card settlement freed from its
 * sales loses its commission's row; all of it in the row history, and the links counted in the mark.
 */
async function desfazerLigacoes(
  tx: Queryable,
  contexto: {
    empresaId: string;
    importacaoId: string;
    por: string;
    documentos: ReadonlySet<string>;
    primeiraLoja: string;
  },
  parte: readonly LigacoesDoMovimento[],
): Promise<void> {
  const { empresaId, importacaoId, por, documentos, primeiraLoja } = contexto;
  const desfeitas = await apagarLigacoes(
    tx,
    empresaId,
    parte.flatMap((g) => g.ligacoes),
  );
  const outrosMovimentos = parte.filter((g) => g.outro).map((g) => g.movimentoId);
  const comissoes = new Set(await apagarComissoes(tx, empresaId, outrosMovimentos));

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
  const devolvidas = await criarLinhasDeExtrato(tx, empresaId, primeiraLoja, outrosMovimentos);
  const documentosDoMovimento = new Map<string, string[]>();
  for (const d of desfeitas)
    documentosDoMovimento.set(d.movimento_id, [
      ...(documentosDoMovimento.get(d.movimento_id) ?? []),
      d.planilha_id,
    ]);
  await registarNaHistoria(tx, empresaId, por, [
    ...[...porDocumento].map(([planilhaId, suas]) => ({
      planilhaId,
      campo: 'movimentos',
      antes: suas.map((l) => l.movimento_id),
    })),
    ...devolvidas.map((l) => ({
      planilhaId: l.id,
      campo: 'linhaDeFatura',
      antes: documentosDoMovimento.get(l.movimento_id) ?? [],
    })),
  ]);
  await somarAAnulacao(tx, empresaId, importacaoId, { ligacoes: desfeitas.length });
}

/**
 * At a start: the undoings a stopped server left begun are ended (of one company, or of all with `null`), each in
 * one transaction: nobody is served yet. Answers how many it ended. One refused (another server, starting on the
 * same database at once, ended it first) is left to that one: a start never fails for it.
 */
export async function concluirAnulacoesInterrompidas(
  pool: pg.Pool,
  empresaId: string | null = null,
): Promise<number> {
  const service = new AnulacaoService(pool);
  let concluidas = 0;
  for (const a of await anulacoesEmCurso(pool, empresaId)) {
    try {
      await service.anular(a.empresa_id, a.por, a.id);
      concluidas++;
    } catch (erro) {
      if (!(erro instanceof AppError)) throw erro;
    }
  }
  return concluidas;
}
