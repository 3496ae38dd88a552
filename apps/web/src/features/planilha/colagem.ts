import {
  type CampoClassificacao,
  type Classificacao,
  centsToEuros,
  eurosToCents,
  formatDecimal,
  formatEuros,
  formatPtDate,
  isTipoMovimento,
  isValidPaste,
  parseDotAmount,
  parsePtAmount,
  parsePtDate,
} from '@contas/core';
import type { LinhaPlanilha } from '@contas/core/contrato';
import { aplicarMudancas, type Mudancas, mudancasDeCampo } from './alteracoes';
import type { LojaOpcao } from './campos';
import {
  type Campo,
  DEFINICAO_CAMPOS,
  isCampo,
  nomeDaLoja,
  type ValorCampo,
  type ValoresLinha,
} from './campos';

/** SPEC §5: a dropdown cell takes only one of its options; the store cell only a store's name. */
export const VALOR_INVALIDO_COLAGEM = 'Valor inválido para colagem!';
export const LOJA_INVALIDA_COLAGEM = 'Loja inválida para colagem!';

export type ResultadoColagem = { ok: true; mudancas: Mudancas } | { ok: false; erro: string };

function classificacao(valores: ValoresLinha): Classificacao {
  const texto = (valor: ValorCampo) => (valor === null ? '' : String(valor));
  return {
    categoria_A: texto(valores.categoria_A),
    subcategoria_A: texto(valores.subcategoria_A),
    categoria_B: texto(valores.categoria_B),
    subcategoria_B: texto(valores.subcategoria_B),
    rubrica_B: texto(valores.rubrica_B),
    tipologia: texto(valores.tipologia),
    gasto: texto(valores.gasto),
  };
}

function chaveDeLoja(nome: string): string {
  return nome.trim().toLocaleLowerCase('pt');
}

function lerMontante(texto: string): number | undefined {
  const cents = parsePtAmount(texto) ?? parseDotAmount(texto);
  return cents === undefined ? undefined : centsToEuros(cents);
}

/**
 * What pasting a text into one cell of a row changes, or why it is refused. A dropdown value goes
 * through the same dependent-selection rules as a choice in the dropdown (a pasted Categoria A
 * resets Subcategoria A), so a pasted pair category + subcategory lands as pasted.
 */
export function colarNoCampo(
  campo: Campo,
  texto: string,
  valores: ValoresLinha,
  lojas: readonly LojaOpcao[],
): ResultadoColagem {
  const valor = texto.trim();
  const ok = (v: ValorCampo): ResultadoColagem => ({ ok: true, mudancas: mudancasDeCampo(campo, v) });
  switch (DEFINICAO_CAMPOS[campo].tipo) {
    case 'lista':
      return isValidPaste(campo as CampoClassificacao, valor, classificacao(valores))
        ? ok(valor)
        : { ok: false, erro: VALOR_INVALIDO_COLAGEM };
    case 'movimento':
      return isTipoMovimento(valor) ? ok(valor) : { ok: false, erro: VALOR_INVALIDO_COLAGEM };
    case 'loja': {
      const loja = lojas.find((candidata) => chaveDeLoja(candidata.nome) === chaveDeLoja(valor));
      return loja && valor !== '' ? ok(loja._id) : { ok: false, erro: LOJA_INVALIDA_COLAGEM };
    }
    case 'montante': {
      if (valor === '') return ok(null);
      const euros = lerMontante(valor);
      return euros === undefined ? { ok: false, erro: VALOR_INVALIDO_COLAGEM } : ok(euros);
    }
    case 'data': {
      if (valor === '') return ok(null);
      const iso = parsePtDate(valor);
      return iso === undefined ? { ok: false, erro: VALOR_INVALIDO_COLAGEM } : ok(iso);
    }
    case 'texto':
      return ok(valor === '' ? null : valor);
  }
}

/**
 * Reads what Excel, LibreOffice or a browser table put on the clipboard: cells separated by tabs,
 * rows by newlines; a cell in double quotes may hold tabs, newlines and doubled quotes. The final
 * newline Excel adds is not an empty row.
 */
export function lerTabelaColada(texto: string): string[][] {
  const tabela: string[][] = [];
  let linha: string[] = [];
  let celula = '';
  let i = 0;
  const fimDeCelula = () => {
    linha.push(celula);
    celula = '';
  };
  const fimDeLinha = () => {
    fimDeCelula();
    tabela.push(linha);
    linha = [];
  };
  while (i < texto.length) {
    const ch = texto[i] as string;
    if (ch === '"' && celula === '') {
      // A quoted cell: up to the closing quote that is followed by a separator or the end.
      let j = i + 1;
      let conteudo = '';
      let fechada = false;
      while (j < texto.length) {
        const c = texto[j] as string;
        if (c === '"') {
          if (texto[j + 1] === '"') {
            conteudo += '"';
            j += 2;
            continue;
          }
          const seguinte = texto[j + 1];
          if (seguinte === undefined || seguinte === '\t' || seguinte === '\n' || seguinte === '\r') {
            fechada = true;
            j += 1;
            break;
          }
        }
        conteudo += c;
        j += 1;
      }
      if (fechada) {
        celula = conteudo;
        i = j;
        continue;
      }
      // No closing quote: the quote was just a character.
    }
    if (ch === '\t') fimDeCelula();
    else if (ch === '\r' && texto[i + 1] === '\n') {
      fimDeLinha();
      i += 1;
    } else if (ch === '\n' || ch === '\r') fimDeLinha();
    else celula += ch;
    i += 1;
  }
  if (celula !== '' || linha.length > 0) fimDeLinha();
  return tabela.length === 0 ? [['']] : tabela;
}

export interface LinhaAlvo {
  linha: LinhaPlanilha;
  /** The row as shown, pending changes included. */
  valores: ValoresLinha;
}

export interface PedidoColagem {
  tabela: readonly (readonly string[])[];
  linhas: readonly LinhaAlvo[];
  /** The grid's column keys in screen order (non-data columns such as 'acoes' are skipped). */
  colunas: readonly string[];
  /** The active cell: the block's top-left corner. */
  inicio: { linha: number; coluna: number };
  lojas: readonly LojaOpcao[];
  podeEditar: (campo: Campo, linha: LinhaPlanilha) => boolean;
}

export interface ResultadoBloco {
  alteracoes: { linha: LinhaPlanilha; mudancas: Mudancas }[];
  /** Each refused cell: the SPEC's reason, then which row (its place on the page), field and value. */
  erros: string[];
  coladas: number;
  /** Cells beyond the grid or on fields that may not change in their row. */
  ignoradas: number;
}

/**
 * Fills a block of cells from a pasted table, from the active cell rightwards and downwards, each
 * cell checked as a single paste would be: valid cells land, invalid ones are refused with their
 * reason, read-only and out-of-grid cells are skipped.
 */
export function colarBloco(pedido: PedidoColagem): ResultadoBloco {
  const { tabela, linhas, colunas, inicio, lojas, podeEditar } = pedido;
  const resultado: ResultadoBloco = { alteracoes: [], erros: [], coladas: 0, ignoradas: 0 };
  tabela.forEach((celulas, r) => {
    const alvo = linhas[inicio.linha + r];
    if (!alvo) {
      resultado.ignoradas += celulas.length;
      return;
    }
    let mudancas: Mudancas = {};
    celulas.forEach((texto, c) => {
      const chave = colunas[inicio.coluna + c];
      if (chave === undefined || !isCampo(chave) || !podeEditar(chave, alvo.linha)) {
        resultado.ignoradas += 1;
        return;
      }
      const colagem = colarNoCampo(chave, texto, aplicarMudancas(alvo.valores, mudancas), lojas);
      if (colagem.ok) {
        mudancas = { ...mudancas, ...colagem.mudancas };
        resultado.coladas += 1;
      } else {
        resultado.erros.push(
          `${colagem.erro} Linha ${inicio.linha + r + 1}, ${DEFINICAO_CAMPOS[chave].titulo}: «${texto.trim()}»`,
        );
      }
    });
    if (Object.keys(mudancas).length > 0) resultado.alteracoes.push({ linha: alvo.linha, mudancas });
  });
  return resultado;
}

/** What copying a cell puts on the clipboard: the value as text, in the form a paste reads back. */
export function textoParaCopiar(
  campo: Campo,
  valores: ValoresLinha,
  lojas: readonly LojaOpcao[],
  linha?: LinhaPlanilha,
): string {
  const valor = valores[campo];
  if (valor === null) return '';
  switch (DEFINICAO_CAMPOS[campo].tipo) {
    case 'montante':
      return typeof valor === 'number' ? formatDecimal(valor, 2) : String(valor);
    case 'data':
      return formatPtDate(String(valor));
    case 'loja':
      return nomeDaLoja(valor, lojas, linha);
    default:
      return String(valor);
  }
}

/** What a cell shows: amounts '1.234,56 €', dates dd/mm/aaaa, the shop by name. */
export function textoDaCelula(
  campo: Campo,
  valores: ValoresLinha,
  lojas: readonly LojaOpcao[],
  linha?: LinhaPlanilha,
): string {
  const valor = valores[campo];
  if (valor === null) return '';
  if (DEFINICAO_CAMPOS[campo].tipo === 'montante' && typeof valor === 'number') {
    return formatEuros(eurosToCents(valor));
  }
  return textoParaCopiar(campo, valores, lojas, linha);
}
