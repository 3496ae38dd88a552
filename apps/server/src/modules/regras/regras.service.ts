import {
  aplicarRegras,
  CAMPOS_CLASSIFICACAO,
  CLASSIFICACAO_PREDEFINIDA,
  type Classificacao,
  centsToEuros,
  ordenarRegrasDaEmpresa,
  paraAsRegrasBase,
  prepararRegras,
  REGRAS_BASE,
  type Regra,
  rascunhoDaLinha,
  regrasBaseAtivas,
} from '@contas/core';
import type { PrevisaoDasRegras, RascunhoDeRegra, RegrasDaEmpresa } from '@contas/core/contrato';
import type pg from 'pg';
import { type Queryable, withTransaction } from '../../db/database';
import { conflito, naoEncontrado } from '../../errors/app-error';
import { porFatias } from '../../processo/por-fatias';
import { bloquearLedger } from '../correspondencias/ligacoes.repository';
import type { Aplicada, ClassificacaoNova } from './classificacao-nova';
import { type LinhaCandidata, paraMotor, type RegraGuardada, RegrasRepository } from './regras.repository';
import type { RegraCorpo } from './regras.schemas';

export const REGRA_NAO_ENCONTRADA = 'Regra não encontrada.';

const ROTULO_CAMPO = {
  nif: 'NIF',
  emitente: 'Emitente',
  descritivo: 'Descritivo',
  texto: 'Emitente ou descritivo',
};

const descreverRegraDaEmpresa = (r: RegraGuardada) =>
  `${ROTULO_CAMPO[r.condicao.campo]} contém «${r.condicao.texto}»`;

const regraJson = (r: RegraGuardada) => ({
  _id: r.id,
  campo: r.condicao.campo,
  texto: r.condicao.texto,
  sinal: r.condicao.sinal ?? null,
  valorMinimo: r.condicao.valorMinimoCents == null ? null : centsToEuros(r.condicao.valorMinimoCents),
  valorMaximo: r.condicao.valorMaximoCents == null ? null : centsToEuros(r.condicao.valorMaximoCents),
  ...r.classificacao,
  criadaEm: r.criadaEm,
});

/** A half of the classification still the default: the rules may fill it (as 'Por classificar' counts). */
const temMetadePorClassificar = (c: Classificacao) =>
  c.categoria_A === CLASSIFICACAO_PREDEFINIDA.categoria_A ||
  c.categoria_B === CLASSIFICACAO_PREDEFINIDA.categoria_B;

/** Every field the default: the company's history may fill it. */
const porClassificarDeTodo = (c: Classificacao) =>
  CAMPOS_CLASSIFICACAO.every((campo) => c[campo] === CLASSIFICACAO_PREDEFINIDA[campo]);

/** A row the rules change: its new classification and the rules that wrote it. */
type Classificada = { id: string; classificacao: Classificacao; regras: Regra[] };

/**
 * The company's rules first; then the starter set fills what they left (a half still free, a row none of
 * them met), never on the card acquirer's commissions (the card step's). In slices, the other requests
 * answered in between: an import's tens of thousands of lines take the server's thread for a second.
 */
async function classificar(linhas: readonly LinhaCandidata[], regras: { empresa: Regra[]; base: Regra[] }) {
  const resultado = new Map<string, Classificada>();
  /** `daFatia`: the slice's lines as the phase's rules see them (also in slices: 100 000 lines are 0,7 s). */
  const fase = async (
    lista: Regra[],
    daFatia: (fatia: readonly LinhaCandidata[]) => readonly LinhaCandidata[],
  ) => {
    if (lista.length === 0) return;
    const preparadas = prepararRegras(lista);
    await porFatias(linhas, (fatia) => {
      for (const { linha, regra, mudancas } of aplicarRegras(daFatia(fatia), preparadas)) {
        const antes = resultado.get(linha.id);
        resultado.set(linha.id, {
          id: linha.id,
          classificacao: { ...linha.classificacao, ...mudancas },
          regras: [...(antes?.regras ?? []), regra],
        });
      }
    });
  };
  await fase(regras.empresa, (fatia) => fatia);
  // Each line is in one slice, read before its own starter rules apply: what the company's rules made of it.
  await fase(regras.base, (fatia) =>
    fatia
      .filter((l) => paraAsRegrasBase(l.linha))
      .map((l) => {
        const c = resultado.get(l.id);
        return c ? { ...l, classificacao: c.classificacao } : l;
      }),
  );
  return [...resultado.values()];
}

/**
 * Regras de categorização. Precedence, from first to last: what a person set (never overwritten), the
 * company's rules (most specific first), on import the company's own history (the importer's learning), then
 * the starter set in its order.
 */
export class RegrasService {
  private readonly repo = new RegrasRepository();

  constructor(private readonly pool: pg.Pool) {}

  async listar(empresaId: string): Promise<RegrasDaEmpresa> {
    const [regras, desativadas] = await Promise.all([
      this.repo.listar(this.pool, empresaId),
      this.repo.desativadas(this.pool, empresaId),
    ]);
    return {
      regras: ordenarRegrasDaEmpresa(regras).map(regraJson),
      base: REGRAS_BASE.map((r) => ({
        _id: r.id,
        descricao: r.descricao,
        condicoes: r.condicoes.map((c) =>
          c.campo === 'faturaEmitida'
            ? { campo: c.campo, texto: '', sinal: null }
            : { campo: c.campo, texto: c.texto, sinal: c.sinal ?? null },
        ),
        ...r.classificacao,
        ativa: !desativadas.has(r.id),
      })),
    };
  }

  async criar(empresaId: string, userId: string, corpo: RegraCorpo) {
    return regraJson(await this.repo.criar(this.pool, empresaId, userId, corpo));
  }

  async atualizar(empresaId: string, id: string, userId: string, corpo: RegraCorpo) {
    const regra = await this.repo.atualizar(this.pool, empresaId, id, userId, corpo);
    if (!regra) throw naoEncontrado(REGRA_NAO_ENCONTRADA);
    return regraJson(regra);
  }

  async eliminar(empresaId: string, id: string): Promise<void> {
    if (!(await this.repo.eliminar(this.pool, empresaId, id))) throw naoEncontrado(REGRA_NAO_ENCONTRADA);
  }

  async definirBase(empresaId: string, regraBaseId: string, ativa: boolean, userId: string) {
    if (!REGRAS_BASE.some((r) => r.id === regraBaseId)) throw naoEncontrado('Regra base não encontrada.');
    await this.repo.definirBase(this.pool, empresaId, regraBaseId, ativa, userId);
    return this.listar(empresaId);
  }

  /** The company's rules in their precedence, then the starter set it has on. */
  private async regras(db: Queryable, empresaId: string): Promise<{ empresa: Regra[]; base: Regra[] }> {
    const [guardadas, desativadas] = await Promise.all([
      this.repo.listar(db, empresaId),
      this.repo.desativadas(db, empresaId),
    ]);
    return {
      empresa: ordenarRegrasDaEmpresa(guardadas).map(paraMotor),
      base: regrasBaseAtivas(desativadas),
    };
  }

  private async simular(db: Queryable, empresaId: string, paraAtualizar: boolean) {
    const regras = await this.regras(db, empresaId);
    const linhas = await this.repo.porClassificar(db, empresaId, { paraAtualizar });
    return { linhas, classificadas: await classificar(linhas, regras) };
  }

  /** 'Aplicar às linhas por classificar', before: how many rows would change, and by which rule. */
  async prever(empresaId: string): Promise<PrevisaoDasRegras> {
    const { linhas, classificadas } = await this.simular(this.pool, empresaId, false);
    const descricoes = new Map<string, string>(REGRAS_BASE.map((r) => [`base:${r.id}`, r.descricao]));
    for (const r of await this.repo.listar(this.pool, empresaId))
      descricoes.set(`empresa:${r.id}`, descreverRegraDaEmpresa(r));
    const porRegra = new Map<string, PrevisaoDasRegras['porRegra'][number]>();
    for (const regra of classificadas.flatMap((c) => c.regras)) {
      const chave = `${regra.origem}:${regra.id}`;
      const atual = porRegra.get(chave);
      if (atual) atual.linhas++;
      else
        porRegra.set(chave, {
          origem: regra.origem,
          _id: regra.id,
          descricao: descricoes.get(chave) ?? regra.id,
          linhas: 1,
        });
    }
    return {
      porClassificar: linhas.length,
      linhas: classificadas.length,
      porRegra: [...porRegra.values()].sort((a, b) => b.linhas - a.linhas),
    };
  }

  /**
   * Classifies the rows still 'por classificar', all in one transaction with the company's ledger locked:
   * every changed row gets its history as a person's edit. Answers how many rows changed.
   */
  async aplicar(empresaId: string, userId: string): Promise<number> {
    return withTransaction(this.pool, async (tx) => {
      await bloquearLedger(tx, empresaId);
      const { classificadas } = await this.simular(tx, empresaId, true);
      await this.repo.gravar(tx, empresaId, userId, 'editar', classificadas);
      return classificadas.length;
    });
  }

  /**
   * On import, before its rows are written (issue 19: classified after, each row was written twice): the
   * company's rules, then what `aprender` finds in the company's history for the rows still wholly unclassified,
   * then the starter set on what is left. `linhas` are the new rows, each with an id of the caller's. Answers the
   * classified ones by that id, with what each step applied in order (kept in the row's history; the last is its
   * `categorizacao_auto`, as if each step had updated it). `ler` runs a read where the import writes (the
   * embedded database: a transaction of its own, so that none stays open while the rules run).
   */
  async classificarNovas(
    ler: <R>(leitura: (tx: Queryable) => Promise<R>) => Promise<R>,
    empresaId: string,
    linhas: readonly LinhaCandidata[],
    aprender: (pendentes: readonly LinhaCandidata[]) => Promise<Map<string, Aplicada>>,
  ): Promise<Map<string, ClassificacaoNova>> {
    const todas = await ler((tx) => this.regras(tx, empresaId));
    const novas = new Map<string, ClassificacaoNova>();
    const aplicar = (id: string, aplicada: Aplicada) =>
      novas.set(id, {
        classificacao: aplicada.classificacao,
        automaticas: [...(novas.get(id)?.automaticas ?? []), aplicada.automatica],
      });
    const atuais = () =>
      linhas.map((l) => {
        const nova = novas.get(l.id);
        return nova ? { ...l, classificacao: nova.classificacao } : l;
      });
    const porRegras = async (quais: 'empresa' | 'base') => {
      if (todas[quais].length === 0) return;
      const candidatas = atuais().filter((l) => temMetadePorClassificar(l.classificacao));
      for (const c of await classificar(candidatas, { empresa: [], base: [], [quais]: todas[quais] })) {
        const regra = c.regras[0] as Regra;
        aplicar(c.id, {
          classificacao: c.classificacao,
          automatica: {
            origem: 'regra',
            regra: { origem: regra.origem, _id: regra.id },
            campos: c.classificacao,
          },
        });
      }
    };
    await porRegras('empresa');
    const aprendidas = await aprender(atuais().filter((l) => porClassificarDeTodo(l.classificacao)));
    for (const [id, aplicada] of aprendidas) aplicar(id, aplicada);
    await porRegras('base');
    return novas;
  }

  /** A rule prefilled from one of the company's classified rows. */
  async rascunho(empresaId: string, rowId: string): Promise<RascunhoDeRegra> {
    const linha = await this.repo.linha(this.pool, empresaId, rowId);
    if (!linha) throw naoEncontrado('Linha não encontrada.');
    const rascunho = rascunhoDaLinha(linha.linha, linha.classificacao);
    if (!rascunho)
      throw conflito(
        'Esta linha não serve de modelo: precisa de uma Categoria A ou B e de um NIF ou de um descritivo.',
      );
    return {
      campo: rascunho.condicao.campo,
      texto: rascunho.condicao.texto,
      ...rascunho.classificacao,
      linha: {
        _id: linha.id,
        nif: linha.linha.nif,
        emitente: linha.linha.emitente,
        descritivo: linha.linha.descritivo,
      },
    };
  }
}
