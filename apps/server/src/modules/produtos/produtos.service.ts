import { MODELO_PRODUTOS, parseProdutos } from '@contas/core/modelos';
import { type AnaliseProdutos, computeAnaliseProdutos } from '@contas/core/reports';
import type pg from 'pg';
import { withTransaction } from '../../db/database';
import { invalido } from '../../errors/app-error';
import { TODAS_AS_LOJAS } from '../../http/access';
import {
  concluirImportacao,
  criarImportacao,
  linhasRecusadas,
  type ResultadoImportacao,
} from '../modelos/importacoes.repository';
import { erroDaFalha, type FicheiroModelo } from '../modelos/upload';
import {
  chaveQuantidade,
  gravarQuantidades,
  nomeDaLoja,
  type Quantidade,
  quantidadesAtuais,
  quantidadesVendidas,
} from './produtos.repository';

export const FORMATO_PRODUTOS = 'Modelo dos Produtos Mensais (XLSX)';

/**
 * Imports a filled Produtos Mensais template into one store: each quantity written replaces the one
 * stored for its product, year and month; an empty cell leaves that month alone. Per line: imported
 * when the product had nothing that year, updated when a month changed or was added, else a duplicate.
 */
export class ProdutosService {
  constructor(private readonly pool: pg.Pool) {}

  async importar(
    contexto: { empresaId: string; lojaId: string; userId: string },
    ficheiro: FicheiroModelo,
  ): Promise<ResultadoImportacao> {
    const lido = await parseProdutos(ficheiro.bytes);
    if (lido.falha) throw erroDaFalha(ficheiro.nome, lido.falha);
    const linhas = lido.rows.filter((l) => l.quantidades.some((q) => q !== null));
    if (linhas.length === 0 && lido.issues.length === 0)
      throw invalido(`"${ficheiro.nome}": o ficheiro não tem quantidades para importar.`);

    return withTransaction(this.pool, async (tx) => {
      const importacaoId = await criarImportacao(tx, {
        ...contexto,
        tipo: 'produtos',
        formato: FORMATO_PRODUTOS,
        nomeFicheiro: ficheiro.nome,
      });
      const atuais = await quantidadesAtuais(tx, contexto, linhas);
      const contagens = {
        importadas: 0,
        duplicadas: 0,
        atualizadas: 0,
        recusadas: linhasRecusadas(lido.issues),
      };
      const quantidades: Quantidade[] = [];
      for (const linha of linhas) {
        const meses = linha.quantidades.flatMap((quantidade, i) =>
          quantidade === null ? [] : [{ produto: linha.produto, ano: linha.ano, mes: i + 1, quantidade }],
        );
        const tinha = linha.quantidades.some((_, i) => atuais.has(chaveQuantidade({ ...linha, mes: i + 1 })));
        const muda = meses.some((q) => atuais.get(chaveQuantidade(q)) !== q.quantidade);
        if (!tinha) contagens.importadas += 1;
        else if (muda) contagens.atualizadas += 1;
        else contagens.duplicadas += 1;
        quantidades.push(...meses);
      }
      await gravarQuantidades(tx, { ...contexto, importacaoId }, quantidades);
      return concluirImportacao(
        tx,
        { id: importacaoId, ficheiro: ficheiro.nome, tipo: 'produtos', formato: FORMATO_PRODUTOS },
        contagens,
        lido.issues,
        { modelo: MODELO_PRODUTOS },
      );
    });
  }

  /** The products sold analysis of a store, or of every store summed ('todas'), for two years. */
  async analise(
    empresaId: string,
    lojaId: string,
    anos: { ano1: number; ano2: number },
  ): Promise<{ loja: { _id: string; nome: string }; analise: AnaliseProdutos }> {
    const todas = lojaId === TODAS_AS_LOJAS;
    const [nome, quantidades] = await Promise.all([
      todas ? 'Todas as lojas' : nomeDaLoja(this.pool, empresaId, lojaId),
      quantidadesVendidas(this.pool, empresaId, todas ? undefined : lojaId, [anos.ano1, anos.ano2]),
    ]);
    return { loja: { _id: lojaId, nome }, analise: computeAnaliseProdutos({ ...anos, quantidades }) };
  }
}
