import { createHash } from 'node:crypto';
import { chavesDeConteudo, MODELO_PLANILHA_COMPLETA, parsePlanilhaCompleta } from '@contas/core/modelos';
import type pg from 'pg';
import { type EscritaDaBase, NUMA_TRANSACAO } from '../../db/escrita-em-partes';
import { invalido } from '../../errors/app-error';
import { bloquearLedger } from '../correspondencias/ligacoes.repository';
import { escreverImportacao } from '../importacao/escrita-da-importacao';
import {
  concluirImportacao,
  criarImportacao,
  linhasRecusadas,
  type ResultadoImportacao,
} from '../modelos/importacoes.repository';
import { erroDaFalha, type FicheiroModelo } from '../modelos/upload';
import {
  camposAlterados,
  encontrarExistentes,
  inserirLinhas,
  type LinhaExistente,
  type LinhaParaGravar,
  reclassificar,
} from './planilha-completa.repository';

export const FORMATO_PLANILHA_COMPLETA = 'Modelo da Planilha Completa (XLSX)';

/**
 * Imports a filled Planilha Completa template into one store's ledger, as one all-or-nothing unit (on the embedded
 * database in parts, behind the company's gate: `escreverImportacao`). A document
 * (NIF + Nº Fatura) already in the company's ledger is not created again: it takes the file's
 * classification and keeps its invoice and statement parts (they come from the e-fatura and the bank).
 * A row without a document is known by its store and content. Lines with problems are refused.
 */
export class PlanilhaCompletaService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly escrita: EscritaDaBase = NUMA_TRANSACAO,
  ) {}

  async importar(
    contexto: { empresaId: string; lojaId: string; userId: string },
    ficheiro: FicheiroModelo,
  ): Promise<ResultadoImportacao> {
    const lido = await parsePlanilhaCompleta(ficheiro.bytes);
    if (lido.falha) throw erroDaFalha(ficheiro.nome, lido.falha);
    if (lido.rows.length === 0 && lido.issues.length === 0)
      throw invalido(
        `"${ficheiro.nome}": o ficheiro não tem linhas para importar (preencha a partir da linha 2).`,
      );

    const chaves = chavesDeConteudo(lido.rows);
    const linhas: LinhaParaGravar[] = lido.rows.map((linha, i) => {
      const chave = chaves[i];
      return {
        ...linha,
        chaveConteudo:
          chave === null || chave === undefined
            ? null
            : createHash('sha256').update(`${contexto.lojaId}\n${chave}`).digest('hex'),
      };
    });

    const { empresaId } = contexto;
    return escreverImportacao(this.pool, this.escrita, empresaId, async (e, emCurso) => {
      const importacaoId = await e.passo(async (tx) => {
        await bloquearLedger(tx, empresaId);
        const id = await criarImportacao(tx, {
          ...contexto,
          tipo: 'planilha',
          formato: FORMATO_PLANILHA_COMPLETA,
          nomeFicheiro: ficheiro.nome,
          emCurso: emCurso !== undefined,
        });
        emCurso?.push(id);
        return id;
      });
      const documentos = linhas.flatMap((l) =>
        l.nif !== null && l.numeroFatura !== null ? [{ nif: l.nif, numeroFatura: l.numeroFatura }] : [],
      );
      const { porDocumento, porChave } = await e.passo((tx) =>
        encontrarExistentes(
          tx,
          empresaId,
          documentos,
          linhas.flatMap((l) => (l.chaveConteudo === null ? [] : [l.chaveConteudo])),
        ),
      );
      const novas: LinhaParaGravar[] = [];
      const alteracoes: { antes: LinhaExistente; depois: LinhaParaGravar }[] = [];
      let iguais = 0;
      for (const linha of linhas) {
        const existente =
          linha.chaveConteudo === null
            ? porDocumento.get(`${linha.nif}|${linha.numeroFatura}`)
            : porChave.get(linha.chaveConteudo);
        if (!existente) novas.push(linha);
        else if (camposAlterados(existente, linha).length > 0)
          alteracoes.push({ antes: existente, depois: linha });
        else iguais += 1;
      }
      let importadas = 0;
      await e.emPartes(novas, async (tx, parte) => {
        importadas += await inserirLinhas(tx, { ...contexto, importacaoId }, parte);
      });
      // Rows already there change only in the last step, with the import's conclusion.
      return e.passo(async (tx) => {
        await reclassificar(tx, contexto, alteracoes);
        return concluirImportacao(
          tx,
          { id: importacaoId, ficheiro: ficheiro.nome, tipo: 'planilha', formato: FORMATO_PLANILHA_COMPLETA },
          {
            importadas,
            // A row another import wrote between our read and our insert is a duplicate too.
            duplicadas: iguais + novas.length - importadas,
            atualizadas: alteracoes.length,
            recusadas: linhasRecusadas(lido.issues),
          },
          lido.issues,
          { modelo: MODELO_PLANILHA_COMPLETA },
        );
      });
    });
  }
}
