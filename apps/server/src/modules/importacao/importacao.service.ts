import {
  CLASSIFICACAO_PREDEFINIDA,
  contarPorLoja,
  type LinhaParaRegras,
  type LojaDaEmpresa,
  type OrigemLoja,
  serieDoDocumento,
  sugerirLoja,
  type UsoDeLoja,
} from '@contas/core';
import {
  chaveFatura,
  chavesDoFicheiro,
  type FaturaImportada,
  ficheiroAlheio,
  type Problema,
  type ResultadoEfatura,
  type ResultadoExtrato,
  type VistaEfatura,
} from '@contas/core/importers';
import { type LadoFatura, totalComSinal } from '@contas/core/matching';
import type pg from 'pg';
import { type Queryable, withTransaction } from '../../db/database';
import { type EscritaDaBase, type Escritor, NUMA_TRANSACAO, naTransacao } from '../../db/escrita-em-partes';
import { AppError, invalido } from '../../errors/app-error';
import { aParte } from '../../processo/a-parte';
import { mapearPorFatias, porFatias } from '../../processo/por-fatias';
import { type ContaDoFicheiro, ContasRepository, chaveConta } from '../contas/contas.repository';
import { emparelharTransferencias } from '../contas/transferencias.repository';
import {
  AnaliseAMedida,
  analisarLedger,
  bloquearLedger,
  criarLinhasDeExtrato,
  desligar,
  ESCRITA_EM_MASSA,
} from '../correspondencias/ligacoes.repository';
import type { ClassificacaoNova } from '../regras/classificacao-nova';
import { RegrasService } from '../regras/regras.service';
import { aprenderDoHistorico, registarCategorizacoes } from './categorizacao.repository';
import { escreverImportacao } from './escrita-da-importacao';
import {
  type Contagens,
  type FaturaParaGravar,
  ImportacaoRepository,
  type MovimentoParaGravar,
  type SaldoParaGravar,
  type TipoImportacao,
} from './importacao.repository';
import { tipoDocumento } from './tipo-documento';
import type { FicheiroRecebido } from './upload';

export type ResultadoFicheiro = Contagens & {
  _id: string;
  ficheiro: string;
  tipo: TipoImportacao;
  formato: string;
  categorizadas: number;
  lojas: LojaDoResultado[];
  problemas: Problema[];
};

export type FicheiroLido =
  | { tipo: 'efatura'; nome: string; resultado: ResultadoEfatura; vista: VistaEfatura }
  | { tipo: 'extrato'; nome: string; resultado: ResultadoExtrato };

/** A file full of bad lines must not make an answer (or a jsonb column) of megabytes. */
const MAX_PROBLEMAS = 1000;

/**
 * Reads every file with the core parsers before anything is written, each as what its content is (an
 * e-fatura export or a statement, whichever field it came in): a file no format recognises (an issue on
 * line 0) stops the whole request with the parser's message.
 */
export async function lerFicheiros(ficheiros: readonly FicheiroRecebido[]): Promise<FicheiroLido[]> {
  const lidos: FicheiroLido[] = [];
  for (const f of ficheiros) {
    // In the server's worker thread: 100 000 lines are seconds of parsing the event loop would not answer in.
    const lido = await aParte.executar({
      tipo: 'ler-ficheiro',
      bytes: f.bytes,
      nome: f.nome,
      campo: f.campo,
    });
    const falha = lido.resultado.issues.find((i) => i.linha === 0);
    if (lido.tipo === 'efatura') {
      const { resultado } = lido;
      if (falha || !resultado.vista) throw invalido(falha?.motivo ?? `O ficheiro "${f.nome}" não foi lido.`);
      lidos.push({ tipo: 'efatura', nome: f.nome, resultado, vista: resultado.vista });
    } else {
      if (falha) throw invalido(falha.motivo);
      lidos.push({ tipo: 'extrato', nome: f.nome, resultado: lido.resultado });
    }
  }
  return lidos;
}

/** The company importing: its first store (where rows go when nothing says otherwise) and all its stores. */
type Empresa = { id: string; nif: string; nome: string; lojaId: string; lojas: LojaDaEmpresa[] };

/** How many of the file's new rows went to each store, and why (`sugerirLoja`). */
export type LojaDoResultado = {
  _id: string;
  nome: string;
  linhas: number;
  origens: Record<OrigemLoja, number>;
};

function porLoja(sugestoes: ReadonlyArray<{ lojaId: string; origem: OrigemLoja }>, lojas: LojaDaEmpresa[]) {
  return contarPorLoja(sugestoes, lojas).map(
    ({ lojaId, ...resto }): LojaDoResultado => ({ _id: lojaId, ...resto }),
  );
}

/**
 * An e-fatura row as the spreadsheet keeps it. Signs follow the ledger (income +, expense −):
 * purchases negative and sales positive, credit notes the other way. In the issuer view the
 * issuer is the company itself and the customer's NIF is kept apart.
 */
function faturaParaGravar(f: FaturaImportada, lado: LadoFatura, empresa: Empresa): FaturaParaGravar {
  const sinal = totalComSinal(lado, tipoDocumento(f.tipo), 1);
  const nif = lado === 'compra' ? f.nifEmitente : empresa.nif;
  const nome = lado === 'compra' ? f.nomeEmitente : empresa.nome;
  return {
    nif,
    emitente: nome ? `${nif} - ${nome}` : nif,
    nifAdquirente: lado === 'venda' ? (f.nifAdquirente ?? null) : null,
    numero: f.numeroDocumento,
    atcud: f.atcud ?? null,
    tipo: f.tipo,
    situacao: f.situacao,
    anulado: f.anulado,
    dataEmissao: f.dataEmissao,
    baseCents: sinal * Math.abs(f.baseCents),
    ivaCents: sinal * Math.abs(f.ivaCents),
    totalCents: sinal * Math.abs(f.totalCents),
  };
}

/**
 * The file's documents as the spreadsheet keeps them; a document twice in one file counts once. In slices:
 * 100 000 documents held the event loop 0,6 s.
 */
async function faturasDoFicheiro(
  lido: Extract<FicheiroLido, { tipo: 'efatura' }>,
  empresa: Empresa,
): Promise<FaturaParaGravar[]> {
  const lado = ladoDaVista(lido.vista);
  const porChave = new Map<string, FaturaParaGravar>();
  await porFatias(lido.resultado.rows, (fatia) => {
    for (const row of fatia) {
      const fatura = faturaParaGravar(row, lado, empresa);
      const chave = chaveFatura({ nifEmitente: fatura.nif, numeroDocumento: fatura.numero });
      if (!porChave.has(chave)) porChave.set(chave, fatura);
    }
  });
  return [...porChave.values()];
}

const primeira = (empresa: Empresa) => ({ lojaId: empresa.lojaId, origem: 'primeira' as const });

const ladoDaVista = (vista: VistaEfatura): LadoFatura => (vista === 'adquirente' ? 'compra' : 'venda');

/** What an import is doing: reading the files, or writing file n of N (and, in parts, how many of its lines). */
export type ProgressoDaImportacao =
  | { fase: 'a-ler' | 'a-esperar'; feitas: number; total: number }
  | {
      fase: 'a-escrever';
      feitas: number;
      total: number;
      ficheiro: string;
      linhas?: { feitas: number; total: number };
    };

/**
 * `confirmarContas`: the person confirmed a statement of an account another company has. `progresso` hears each
 * phase as it starts; `antesDeConfirmar` writes in the import's transaction, so it commits with the import.
 */
export type OpcoesImportacao = {
  confirmarContas?: boolean | undefined;
  progresso?: (p: ProgressoDaImportacao) => void;
  antesDeConfirmar?: (tx: Queryable, resultados: ResultadoFicheiro[]) => Promise<void>;
};

/** The accounts a statement names: from its summary and from its lines (a file may hold several). */
function contasDoExtrato(resultado: ResultadoExtrato): ContaDoFicheiro[] {
  const porChave = new Map<string, ContaDoFicheiro>();
  for (const e of resultado.extratos)
    porChave.set(chaveConta(e.banco, e.conta ?? ''), {
      banco: e.banco,
      conta: e.conta ?? '',
      iban: e.iban ?? null,
    });
  for (const m of resultado.rows) {
    const chave = chaveConta(m.banco, m.conta ?? '');
    if (!porChave.has(chave)) porChave.set(chave, { banco: m.banco, conta: m.conta ?? '', iban: null });
  }
  return [...porChave.values()];
}

/** How many of a file's lines are written so far, told after each part (the embedded database). */
type AoEscreverLinhas = (feitas: number, total: number) => void;

/** A file written, waiting for the import's last step: what that step needs to finish it. */
type Escrito = {
  importacaoId: string;
  lido: FicheiroLido;
  formato: string;
  importadas: number;
  lojas: LojaDoResultado[];
  /**
   * An e-fatura's documents that were there already (a newer export may change their status, at the end; the
   * new ones went in with the file's), or a statement's balances.
   */
  jaExistentes?: FaturaParaGravar[];
  saldos?: SaldoParaGravar[];
};

export class ImportacaoService {
  private readonly repo = new ImportacaoRepository();
  private readonly contas = new ContasRepository();
  private readonly regras: RegrasService;

  constructor(
    private readonly pool: pg.Pool,
    private readonly escrita: EscritaDaBase = NUMA_TRANSACAO,
  ) {
    this.regras = new RegrasService(pool);
  }

  /**
   * Parses outside the transaction (it can take a while), then writes everything in one. On the embedded database
   * (`escrita.emPartes`) the company's gate is closed instead, and the rows go in parts of their own: an import
   * that fails half-way is undone before the gate opens, one a stopped server left at its next start.
   */
  async importar(
    empresaId: string,
    userId: string,
    ficheiros: readonly FicheiroRecebido[],
    opcoes: OpcoesImportacao = {},
  ): Promise<ResultadoFicheiro[]> {
    opcoes.progresso?.({ fase: 'a-ler', feitas: 0, total: ficheiros.length });
    const lidos = await lerFicheiros(ficheiros);
    return escreverImportacao(
      this.pool,
      this.escrita,
      empresaId,
      (e, emCurso) => this.gravarCom(e, empresaId, userId, lidos, { ...opcoes, emCurso }),
      () => opcoes.progresso?.({ fase: 'a-esperar', feitas: 0, total: ficheiros.length }),
    );
  }

  /**
   * Writes the files of one request, in order, inside the caller's transaction. A statement of an account
   * another company has is refused (409, nothing written) unless the person confirmed it.
   */
  gravar(
    tx: Queryable,
    empresaId: string,
    userId: string,
    lidos: readonly FicheiroLido[],
    opcoes: OpcoesImportacao = {},
  ): Promise<ResultadoFicheiro[]> {
    return this.gravarCom(naTransacao(tx), empresaId, userId, lidos, opcoes);
  }

  /**
   * The import's steps, each through `e`: the checks, each file's rows (in parts when `e` commits them apart),
   * then one last step that touches rows already there (statuses a newer export changed, links of annulled
   * documents, transfers, balances) and concludes each file. `emCurso`: the imports made in parts so far, marked
   * 'em curso' until that last step, for whoever has to undo them.
   */
  private async gravarCom(
    e: Escritor,
    empresaId: string,
    userId: string,
    lidos: readonly FicheiroLido[],
    opcoes: OpcoesImportacao & { emCurso?: string[] | undefined },
  ): Promise<ResultadoFicheiro[]> {
    const { empresa, documentos } = await this.verificar(e, empresaId, userId, lidos, opcoes);
    const escritos: Escrito[] = [];
    for (const [n, lido] of lidos.entries()) {
      opcoes.progresso?.({ fase: 'a-escrever', feitas: n, total: lidos.length, ficheiro: lido.nome });
      const importacaoId = await e.passo(async (tx) => {
        const id = await this.repo.criarImportacao(tx, {
          empresaId,
          tipo: lido.tipo,
          formato: formatoDe(lido),
          nomeFicheiro: lido.nome,
          userId,
          emCurso: !!opcoes.emCurso,
        });
        opcoes.emCurso?.push(id);
        return id;
      });
      const linhas = (feitas: number, total: number) =>
        opcoes.progresso?.({
          fase: 'a-escrever',
          feitas: n,
          total: lidos.length,
          ficheiro: lido.nome,
          linhas: { feitas, total },
        });
      escritos.push(
        lido.tipo === 'efatura'
          ? await this.escreverEfatura(
              e,
              empresa,
              userId,
              importacaoId,
              lido,
              documentos.get(lido) ?? [],
              linhas,
            )
          : await this.escreverExtrato(e, empresa, userId, importacaoId, lido, linhas),
      );
    }
    return e.passo(async (tx) => {
      const resultados: ResultadoFicheiro[] = [];
      for (const escrito of escritos) resultados.push(await this.concluir(tx, empresa, userId, escrito));
      await opcoes.antesDeConfirmar?.(tx, resultados);
      return resultados;
    });
  }

  /**
   * The checks before anything is written (409s), the company as the writes need it, and each e-fatura file's
   * documents (`faturasDoFicheiro`: the checks and the writing both need them).
   */
  private async verificar(
    e: Escritor,
    empresaId: string,
    userId: string,
    lidos: readonly FicheiroLido[],
    opcoes: OpcoesImportacao,
  ): Promise<{ empresa: Empresa; documentos: Map<FicheiroLido, FaturaParaGravar[]> }> {
    const empresa = await e.passo((tx) => this.empresaQueImporta(tx, empresaId, userId, lidos, opcoes));
    const documentos = new Map<FicheiroLido, FaturaParaGravar[]>();
    for (const lido of lidos) {
      if (lido.tipo !== 'efatura') continue;
      const faturas = await faturasDoFicheiro(lido, empresa);
      await this.recusarEfaturaAlheia(e, empresa, userId, lido, faturas);
      documentos.set(lido, faturas);
    }
    return { empresa, documentos };
  }

  /** The ledger's lock, the accounts check, and the company with its stores. */
  private async empresaQueImporta(
    tx: Queryable,
    empresaId: string,
    userId: string,
    lidos: readonly FicheiroLido[],
    opcoes: OpcoesImportacao,
  ): Promise<Empresa> {
    // On PostgreSQL another import or matching run of the company may hold it (on the embedded database the
    // company's gate already waited for them).
    await bloquearLedger(tx, empresaId, () =>
      opcoes.progresso?.({ fase: 'a-esperar', feitas: 0, total: lidos.length }),
    );
    if (!opcoes.confirmarContas) await this.recusarContasDeOutrasEmpresas(tx, empresaId, userId, lidos);
    const dados = await this.repo.empresaEPrimeiraLoja(tx, empresaId);
    // Uploads carry no store: each row goes where the company's own data says (sugerirLoja), else to the first.
    // The code lets the screen offer the way out: a link to add a store.
    if (!dados.lojaId)
      throw new AppError(
        'conflito',
        'A empresa ainda não tem lojas: adicione uma loja antes de importar ficheiros.',
        {},
        { codigo: 'sem-lojas' },
      );
    return {
      id: empresaId,
      nif: dados.nif,
      nome: dados.nome,
      lojaId: dados.lojaId,
      lojas: await this.repo.lojas(tx, empresaId),
    };
  }

  /** The file's new documents, each in its store; those already there are only recorded as brought again. */
  private async escreverEfatura(
    e: Escritor,
    empresa: Empresa,
    userId: string,
    importacaoId: string,
    lido: Extract<FicheiroLido, { tipo: 'efatura' }>,
    faturas: readonly FaturaParaGravar[],
    linhas: AoEscreverLinhas,
  ): Promise<Escrito> {
    const lado = ladoDaVista(lido.vista);
    // A sale where its series' went (each store issues its own), else any document where its
    // counterparty's went: a supplier's purchases, a customer's sales.
    const contraparte = (f: FaturaParaGravar) => (lado === 'compra' ? f.nif : (f.nifAdquirente ?? ''));
    const serie = (f: FaturaParaGravar) => (lado === 'venda' ? serieDoDocumento(f.numero) : undefined);
    const { usos, usosDaSerie } = await e.passo(async (tx) => ({
      usos: await this.repo.lojasPorContraparte(tx, empresa.id, lado, faturas.map(contraparte)),
      usosDaSerie: await this.repo.lojasPorSerie(
        tx,
        empresa.id,
        faturas.flatMap((f) => serie(f) ?? []),
      ),
    }));
    const sugestoes = await mapearPorFatias(
      faturas,
      (f) =>
        sugerirLoja(
          {
            historicoDaSerie: usosDaSerie.get(serie(f) ?? '') ?? [],
            historico: usos.get(contraparte(f)) ?? [],
          },
          empresa.lojas,
        ) ?? primeira(empresa),
    );
    const classificadas = await this.classificar(
      e,
      empresa.id,
      faturas.map((f) => ({
        lado,
        nif: f.nif,
        emitente: f.emitente,
        descritivo: null,
        valorCents: f.totalCents,
      })),
    );
    const inseridas: number[] = [];
    const analise = new AnaliseAMedida(this.escrita.emPartes);
    await e.emPartes(
      faturas,
      async (tx, parte, inicio) => {
        const fim = inicio + parte.length;
        const entradas = await this.repo.inserirFaturas(
          tx,
          { empresaId: empresa.id, importacaoId, lado, userId },
          parte,
          sugestoes.slice(inicio, fim).map((s) => s.lojaId),
          classificadas.slice(inicio, fim),
        );
        await registarCategorizacoes(
          tx,
          empresa.id,
          userId,
          entradas.flatMap(({ indice, id }) =>
            (classificadas[inicio + indice]?.automaticas ?? []).map((automatica) => ({
              planilhaId: id,
              automatica,
            })),
          ),
        );
        for (const { indice } of entradas) inseridas.push(inicio + indice);
        await this.repo.registarFaturasTrazidas(tx, empresa.id, importacaoId, parte);
        await analise.depoisDe(tx, entradas.length);
      },
      linhas,
    );
    if (inseridas.length >= ESCRITA_EM_MASSA)
      await e.passo((tx) => analisarLedger(tx, { amostraPequena: this.escrita.emPartes }));
    const novas = new Set(inseridas);
    return {
      importacaoId,
      lido,
      formato: formatoDe(lido),
      importadas: inseridas.length,
      lojas: porLoja(
        inseridas.map((i) => sugestoes[i] ?? primeira(empresa)),
        empresa.lojas,
      ),
      jaExistentes: faturas.filter((_, i) => !novas.has(i)),
    };
  }

  /**
   * A document the new export says is annulled counts in no report, and neither would the bank lines
   * linked to it: those links are undone, the lines back as pending statements (history 'desassociar').
   */
  private async desligarAnuladas(tx: Queryable, empresaId: string, userId: string): Promise<void> {
    for (const planilhaId of await this.repo.anuladasLigadas(tx, empresaId)) {
      const { movimentoIds, linhasDeExtrato, outrasLinhas } = await desligar(tx, empresaId, planilhaId);
      // Already undone with another document of the same card settlement.
      if (movimentoIds.length === 0) continue;
      await this.repo.registarDesligadas(tx, empresaId, userId, planilhaId, movimentoIds, linhasDeExtrato);
      for (const outra of outrasLinhas)
        await this.repo.registarDesligadas(tx, empresaId, userId, outra, movimentoIds, []);
    }
  }

  /**
   * 409 when an e-fatura file is another company's (core's `ficheiroAlheio`): its own NIF column, its
   * documents in another company's ledger on the same side, or in this one's on the other side. The
   * company's sales would otherwise be written under its own NIF, whoever issued them.
   */
  private async recusarEfaturaAlheia(
    e: Escritor,
    empresa: Empresa,
    userId: string,
    lido: Extract<FicheiroLido, { tipo: 'efatura' }>,
    faturas: readonly FaturaParaGravar[],
  ): Promise<void> {
    const lado = ladoDaVista(lido.vista);
    const documentos = faturas.map((f) => ({
      nif: f.nif,
      numero: f.numero,
      atcud: f.atcud,
    }));
    const declarados = lido.resultado.rows.flatMap((f) => (f.nifProprio ? [f.nifProprio] : []));
    // Read in parts (each document is in at most one): summed by company, and by party.
    const noutras = new Map<string, { nome: string | null; nif: string | null; documentos: number }>();
    const contrapartidas = new Map<string, number>();
    await e.emPartes(documentos, async (tx, parte) => {
      for (const o of await this.repo.documentosNoutrasEmpresas(tx, empresa.id, userId, lado, parte)) {
        const antes = noutras.get(o.empresa_id);
        noutras.set(o.empresa_id, {
          nome: o.nome,
          nif: o.nif,
          documentos: (antes?.documentos ?? 0) + o.documentos,
        });
      }
      for (const c of await this.repo.contrapartidas(tx, empresa, lado, parte))
        contrapartidas.set(c.nif, (contrapartidas.get(c.nif) ?? 0) + c.documentos);
    });
    const alheio = ficheiroAlheio({
      ficheiro: lido.nome,
      lado,
      empresa: { nome: empresa.nome, nif: empresa.nif },
      declarados,
      // Most documents first, as each read orders them.
      noutrasEmpresas: [...noutras.values()].sort(
        (a, b) => b.documentos - a.documentos || (a.nome ?? '\uffff').localeCompare(b.nome ?? '\uffff'),
      ),
      contrapartidas: [...contrapartidas]
        .map(([nif, n]) => ({ nif, documentos: n }))
        .sort((a, b) => b.documentos - a.documentos || a.nif.localeCompare(b.nif)),
    });
    if (!alheio) return;
    throw new AppError(
      'conflito',
      alheio.mensagem,
      {},
      {
        codigo: 'ficheiro-de-outra-empresa',
        ficheiro: lido.nome,
        lado,
        motivo: alheio.motivo,
        nifEmpresa: empresa.nif,
        nifFicheiro: alheio.nifFicheiro,
        documentos: alheio.documentos,
      },
    );
  }

  /** 409 naming the accounts of the files that another company already has (its name, if the person is a member). */
  private async recusarContasDeOutrasEmpresas(
    tx: Queryable,
    empresaId: string,
    userId: string,
    lidos: readonly FicheiroLido[],
  ): Promise<void> {
    const contas = lidos.flatMap((l) => (l.tipo === 'extrato' ? contasDoExtrato(l.resultado) : []));
    const alheias = await this.contas.deOutrasEmpresas(tx, empresaId, userId, contas);
    if (alheias.length === 0) return;
    const nomes = alheias.map(
      (a) =>
        `${a.banco} ${a.iban ?? a.conta}${a.empresa ? ` (da empresa ${a.empresa.nome}, NIF ${a.empresa.nif})` : ''}`,
    );
    throw new AppError(
      'conflito',
      `${alheias.length === 1 ? 'A conta' : 'As contas'} ${nomes.join(', ')} ${alheias.length === 1 ? 'já pertence' : 'já pertencem'} a outra empresa. ` +
        'Confirme que este extrato é desta empresa para o importar.',
      {},
      {
        codigo: 'conta-de-outra-empresa',
        contas: alheias.map((a) => ({ banco: a.banco, conta: a.conta, iban: a.iban, empresa: a.empresa })),
      },
    );
  }

  /** The statement's new bank lines, each with its statement-only row in its store; its accounts registered. */
  private async escreverExtrato(
    e: Escritor,
    empresa: Empresa,
    userId: string,
    importacaoId: string,
    lido: Extract<FicheiroLido, { tipo: 'extrato' }>,
    linhas: AoEscreverLinhas,
  ): Promise<Escrito> {
    const { resultado } = lido;
    const contas = await e.passo(async (tx) => {
      const registadas = await this.contas.registar(tx, empresa.id, contasDoExtrato(resultado));
      // Kept on the import while it is 'em curso': undoing it removes the accounts it brought.
      await this.repo.registarContasNovas(
        tx,
        importacaoId,
        [...registadas.values()].filter((c) => c.nova).map((c) => c.id),
      );
      return registadas;
    });
    const contaId = (banco: string, conta: string | undefined) =>
      contas.get(chaveConta(banco, conta ?? ''))?.id as string;
    const chaveDe = chavesDoFicheiro();
    const movimentos = await mapearPorFatias(
      resultado.rows,
      (m): MovimentoParaGravar => ({
        contaId: contaId(m.banco, m.conta),
        banco: m.banco,
        conta: m.conta ?? '',
        dataMovimento: m.dataMovimento,
        dataValor: m.dataValor ?? null,
        descricao: m.descricao,
        valorCents: m.valorCents,
        saldoCents: m.saldoCents ?? null,
        referenciaBanco: m.referenciaBanco ?? null,
        referencias: m.referencias,
        contraparte: m.contraparte ?? null,
        linha: m.linha,
        chave: chaveDe(m),
      }),
    );
    const novos: string[] = [];
    const novosPorId = new Map<string, MovimentoParaGravar>();
    const analise = new AnaliseAMedida(this.escrita.emPartes);
    await e.emPartes(
      movimentos,
      async (tx, parte) => {
        const porChave = new Map(parte.map((m) => [m.chave, m]));
        for (const { id, chave } of await this.repo.inserirMovimentos(tx, empresa.id, importacaoId, parte)) {
          novos.push(id);
          novosPorId.set(id, porChave.get(chave) as MovimentoParaGravar);
        }
        await this.repo.registarMovimentosTrazidos(
          tx,
          empresa.id,
          importacaoId,
          parte.map((m) => m.chave),
        );
        await analise.depoisDe(tx, parte.length);
      },
      (feitos, total) => linhas(Math.floor(feitos / 2), total),
    );
    // Each line in the store its text names, else its account's, else where its description's went before.
    const pistas: Awaited<ReturnType<ImportacaoRepository['pistasDeMovimentos']>> = [];
    await e.emPartes(novos, async (tx, parte) => {
      pistas.push(...(await this.repo.pistasDeMovimentos(tx, empresa.id, parte)));
    });
    const usos = new Map<string, UsoDeLoja[]>();
    await e.emPartes(
      [...new Set(pistas.map((m) => m.chave))].filter((c) => c !== ''),
      async (tx, parte) => {
        for (const [chave, u] of await this.repo.lojasPorDescricao(tx, empresa.id, importacaoId, parte))
          usos.set(chave, u);
      },
    );
    const sugestoes = new Map(
      await mapearPorFatias(
        pistas,
        (m) =>
          [
            m.id,
            sugerirLoja(
              { texto: m.texto, lojaDaConta: m.loja_conta, historico: usos.get(m.chave) ?? [] },
              empresa.lojas,
            ) ?? primeira(empresa),
          ] as const,
      ),
    );
    const sugestao = (id: string) => sugestoes.get(id) ?? primeira(empresa);
    const classificadas = await this.classificar(
      e,
      empresa.id,
      novos.map((id) => {
        const m = novosPorId.get(id) as MovimentoParaGravar;
        return { lado: null, nif: null, emitente: null, descritivo: m.descricao, valorCents: m.valorCents };
      }),
    );
    // The second half of the file's writing: its lines' own rows.
    await e.emPartes(
      novos,
      async (tx, parte, inicio) => {
        const daParte = classificadas.slice(inicio, inicio + parte.length);
        const criadas = await criarLinhasDeExtrato(
          tx,
          empresa.id,
          empresa.lojaId,
          [...parte],
          parte.map((id) => sugestao(id).lojaId),
          { classificadas: daParte, userId },
        );
        const aplicadas = new Map(parte.map((id, i) => [id, daParte[i]?.automaticas ?? []]));
        await registarCategorizacoes(
          tx,
          empresa.id,
          userId,
          criadas
            .filter((c) => !c.restaurada)
            .flatMap((c) =>
              (aplicadas.get(c.movimento_id) ?? []).map((automatica) => ({ planilhaId: c.id, automatica })),
            ),
        );
        await analise.depoisDe(tx, criadas.length);
      },
      (feitos) => linhas(Math.floor((movimentos.length + feitos) / 2), movimentos.length),
    );
    if (novos.length >= ESCRITA_EM_MASSA)
      await e.passo((tx) => analisarLedger(tx, { amostraPequena: this.escrita.emPartes }));
    return {
      importacaoId,
      lido,
      formato: resultado.formato,
      importadas: novos.length,
      lojas: porLoja(novos.map(sugestao), empresa.lojas),
      saldos: resultado.extratos.map((x) => ({
        contaId: contaId(x.banco, x.conta),
        banco: x.banco,
        conta: x.conta ?? '',
        dataInicio: x.dataInicio ?? null,
        dataFim: x.dataFim ?? null,
        saldoInicialCents: x.saldoInicialCents ?? null,
        saldoFinalCents: x.saldoFinalCents ?? null,
      })),
    };
  }

  /**
   * The new rows' classification, before they are written (docs/decisions.md): the company's rules, its history,
   * the starter set. Parallel to `linhas`; undefined where nothing applied.
   */
  private async classificar(
    e: Escritor,
    empresaId: string,
    linhas: readonly LinhaParaRegras[],
  ): Promise<Array<ClassificacaoNova | undefined>> {
    const candidatas = linhas.map((linha, i) => ({
      id: String(i),
      linha,
      classificacao: { ...CLASSIFICACAO_PREDEFINIDA },
    }));
    const novas = await this.regras.classificarNovas(
      (leitura) => e.passo(leitura),
      empresaId,
      candidatas,
      (pendentes) =>
        aprenderDoHistorico(
          (leitura) => e.passo(leitura),
          empresaId,
          pendentes.map((p) => ({
            id: p.id,
            lado: p.linha.lado,
            nif: p.linha.nif,
            descricao: p.linha.descritivo,
          })),
        ),
    );
    return candidatas.map((c) => novas.get(c.id));
  }

  /**
   * A file's last step: what it changes in rows already there (an e-fatura's statuses and its annulled documents'
   * links; a statement's transfers and balances), then its counts and the import concluded.
   */
  private async concluir(
    tx: Queryable,
    empresa: Empresa,
    userId: string,
    escrito: Escrito,
  ): Promise<ResultadoFicheiro> {
    const { lido, importacaoId } = escrito;
    let atualizadas = 0;
    const detalhes: Record<string, unknown> = {};
    if (lido.tipo === 'efatura') {
      atualizadas = await this.repo.atualizarSituacoes(tx, empresa.id, userId, escrito.jaExistentes ?? []);
      await this.desligarAnuladas(tx, empresa.id, userId);
      detalhes.vista = lido.vista;
    } else {
      await this.contas.aprenderIbans(tx, empresa.id, contasDoExtrato(lido.resultado));
      await emparelharTransferencias(tx, empresa.id, userId);
      await this.repo.gravarSaldos(tx, empresa.id, importacaoId, escrito.saldos ?? []);
      detalhes.extratos = lido.resultado.extratos;
    }
    const contagens: Contagens = {
      importadas: escrito.importadas,
      atualizadas,
      duplicadas: lido.resultado.rows.length - escrito.importadas - atualizadas,
      recusadas: lido.resultado.issues.length,
    };
    const categorizadas = await this.repo.contarCategorizadas(tx, importacaoId);
    const problemas = lido.resultado.issues.slice(0, MAX_PROBLEMAS);
    await this.repo.concluirImportacao(tx, importacaoId, contagens, {
      ...detalhes,
      ...(lido.resultado.codificacao ? { codificacao: lido.resultado.codificacao } : {}),
      problemas,
      lojas: escrito.lojas,
    });
    return {
      _id: importacaoId,
      ficheiro: lido.nome,
      tipo: lido.tipo,
      formato: escrito.formato,
      ...contagens,
      categorizadas,
      lojas: escrito.lojas,
      problemas,
    };
  }
}

/** What the history says a file was. */
function formatoDe(lido: FicheiroLido): string {
  if (lido.tipo === 'extrato') return lido.resultado.formato;
  return `e-fatura, ${lido.vista === 'adquirente' ? 'faturas de aquisição' : 'faturas emitidas'} (${lido.resultado.codificacao ? 'CSV' : 'XLSX'})`;
}

/**
 * At a start: the imports a stopped server left 'em curso' (written in parts, their last step never committed)
 * are undone, so that none stays half-written. Answers how many.
 */
export async function desfazerImportacoesInterrompidas(pool: pg.Pool): Promise<number> {
  const repo = new ImportacaoRepository();
  const ids = await repo.emCurso(pool);
  if (ids.length === 0) return 0;
  return withTransaction(pool, (tx) => repo.desfazerEmCurso(tx, null, ids));
}
