import { identificarConteudo } from '../importers/detect';
import {
  abrirLivroSeguro,
  excedeLimites,
  lerFolha,
  MAXIMO_COLUNAS,
  MAXIMO_LINHAS,
} from '../importers/tabela/ler-xlsx';
import type { Tabela } from '../importers/tabela/tabela';
import { motivoParaRecusarXlsx } from '../importers/tabela/zip';

/**
 * Why a whole file was refused: not a spreadsheet at all ('formato'), a spreadsheet that cannot be
 * opened ('corrompido'), one refused for safety ('inseguro'), or a workbook that is not our template.
 */
export type TipoFalha = 'formato' | 'corrompido' | 'inseguro' | 'modelo';

export interface FalhaFicheiro {
  tipo: TipoFalha;
  motivo: string;
}

/** The sheets a template adds beside the data: never searched for data. */
export const FOLHA_INSTRUCOES = 'Instruções';
export const FOLHA_LISTAS = 'Listas';

function falhaDeConteudo(bytes: Uint8Array, modelo: string): FalhaFicheiro | undefined {
  const conteudo = identificarConteudo(bytes);
  switch (conteudo.tipo) {
    case 'xlsx':
      return undefined;
    case 'vazio':
      return { tipo: 'formato', motivo: 'O ficheiro está vazio.' };
    case 'nao-suportado':
      return { tipo: 'formato', motivo: `O ficheiro ${conteudo.motivo}; use o ${modelo} em XLSX.` };
    case 'texto':
      return {
        tipo: 'formato',
        motivo: `O ficheiro é texto (CSV?), não uma folha de cálculo: use o ${modelo} em XLSX.`,
      };
  }
}

/**
 * A template's bytes → its sheets (the 'Instruções' and 'Listas' sheets left out), or why the file
 * cannot be read. Bombs are refused from the ZIP directory before anything is inflated. Never throws.
 */
export async function lerLivroModelo(
  bytes: Uint8Array,
  modelo: string,
  maximoLinhas = MAXIMO_LINHAS,
): Promise<{ folhas: Tabela[] } | { falha: FalhaFicheiro }> {
  const falha = falhaDeConteudo(bytes, modelo);
  if (falha) return { falha };
  const recusa = motivoParaRecusarXlsx(bytes);
  if (recusa) {
    return { falha: { tipo: recusa.includes('segurança') ? 'inseguro' : 'corrompido', motivo: recusa } };
  }
  try {
    const livro = await abrirLivroSeguro(bytes, maximoLinhas);
    const folhas = livro.worksheets
      .filter((f) => f.name !== FOLHA_INSTRUCOES && f.name !== FOLHA_LISTAS)
      .map(lerFolha);
    return { folhas };
  } catch (erro) {
    if (excedeLimites(erro)) {
      return {
        falha: {
          tipo: 'inseguro',
          motivo: `O ficheiro tem demasiadas linhas ou colunas (máximo ${maximoLinhas} linhas e ${MAXIMO_COLUNAS} colunas).`,
        },
      };
    }
    return {
      falha: {
        tipo: 'corrompido',
        motivo: 'Não foi possível abrir a folha de cálculo XLSX: o ficheiro está corrompido.',
      },
    };
  }
}
