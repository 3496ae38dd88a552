import type { Classificacao, IsoDate } from '@contas/core';
import { type DadosDemo, gerarCafeDemo } from '@contas/core/gerador';
import type pg from 'pg';
import type { Queryable } from '../db/database';
import { CorrespondenciasService } from '../modules/correspondencias/correspondencias.service';
import { classificarLinhas } from '../modules/importacao/categorizacao.repository';
import { type FicheiroLido, ImportacaoService, lerFicheiros } from '../modules/importacao/importacao.service';

type Escolha = { loja: number; classificacao: Classificacao };

export type LedgerDemo = { dados: DadosDemo; porAno: Array<{ ano: number; lidos: FicheiroLido[] }> };

/** The demo company's files, generated and parsed before any transaction opens (the slow part). */
export async function prepararLedgerDemo(
  hoje: IsoDate,
  empresa: { nif: string; nome: string },
): Promise<LedgerDemo> {
  const dados = await gerarCafeDemo({ hoje, nifEmpresa: empresa.nif, nomeEmpresa: empresa.nome });
  const anos = [...new Set(dados.ficheiros.map((f) => f.ano))].sort();
  const porAno = [];
  for (const ano of anos) {
    porAno.push({ ano, lidos: await lerFicheiros(dados.ficheiros.filter((f) => f.ano === ano)) });
  }
  return { dados, porAno };
}

/**
 * What a person does with the demo company, year by year: upload the year's files through the import
 * service, process the matching, then give each row its store and classification in the spreadsheet.
 * The second year's upload already learns from the first year's classification.
 */
export async function gravarLedgerDemo(
  pool: pg.Pool,
  tx: Queryable,
  empresaId: string,
  userId: string,
  ledger: LedgerDemo,
): Promise<void> {
  const importacao = new ImportacaoService(pool);
  const correspondencias = new CorrespondenciasService();
  const { rows: lojas } = await tx.query<{ id: string }>(
    'select id from lojas where empresa_id = $1 order by created_at, nome, id',
    [empresaId],
  );
  for (const { lidos } of ledger.porAno) {
    await importacao.gravar(tx, empresaId, userId, lidos);
    await correspondencias.processar(tx, empresaId, userId);
    await classificarComoNaPlanilha(
      tx,
      empresaId,
      userId,
      lojas.map((l) => l.id),
      ledger.dados,
    );
  }
}

/** Rows grouped by what a person chooses for them (store + classification), one change per group. */
async function classificarComoNaPlanilha(
  tx: Queryable,
  empresaId: string,
  userId: string,
  lojaIds: readonly string[],
  dados: DadosDemo,
): Promise<void> {
  const escolhas = new Map<string, Escolha>();
  for (const d of dados.documentos) escolhas.set(`fatura|${d.nifEmitente}|${d.numero}`, d);
  for (const m of dados.movimentos)
    escolhas.set(`extrato|${m.conta}|${m.data}|${m.valorCents}|${m.descricao}`, m);

  const { rows } = await tx.query<{ id: string; chave: string }>(
    `select p.id, 'fatura|' || p.nif || '|' || p.numero_fatura as chave
     from planilha p where p.empresa_id = $1 and p.lado is not null
     union all
     select p.id, 'extrato|' || m.conta || '|' || m.data_movimento || '|' || m.valor_cents || '|' || m.descricao
     from planilha p join movimentos m on m.id = p.movimento_id where p.empresa_id = $1`,
    [empresaId],
  );
  const grupos = new Map<string, { ids: string[]; lojaId: string; escolha: Escolha }>();
  for (const r of rows) {
    const escolha = escolhas.get(r.chave);
    if (!escolha) continue;
    const grupo = `${escolha.loja}|${JSON.stringify(escolha.classificacao)}`;
    const existente = grupos.get(grupo);
    if (existente) existente.ids.push(r.id);
    else grupos.set(grupo, { ids: [r.id], lojaId: lojaIds[escolha.loja] as string, escolha });
  }
  for (const { ids, lojaId, escolha } of grupos.values()) {
    await classificarLinhas(tx, empresaId, userId, ids, { classificacao: escolha.classificacao, lojaId });
  }
}
