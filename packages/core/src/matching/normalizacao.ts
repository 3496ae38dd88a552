/** Text normalisation shared by the reference and name evidence of the matching engine. */

/** Upper case without accents: 'Fictícia' and 'FICTICIA' compare equal, as banks write them. */
function semAcentos(text: string): string {
  // Most bank text is plain ASCII already: skip the (costly) decomposition then.
  const ascii = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return ascii.toUpperCase();
}

// Legal forms and linking words say nothing about who the counterparty is.
const PALAVRAS_SEM_SIGNIFICADO = new Set([
  'LDA',
  'LIMITADA',
  'SA',
  'UNIPESSOAL',
  'SGPS',
  'CRL',
  'DE',
  'DA',
  'DO',
  'DAS',
  'DOS',
  'EM',
  'PARA',
]);

/** Significant words of a name or a bank description: 'Frio Exemplar, Lda' → ['FRIO', 'EXEMPLAR']. */
export function palavrasDeNome(text: string): string[] {
  return semAcentos(text)
    .split(/[^A-Z0-9]+/)
    .filter((w) => w.length >= 2 && !PALAVRAS_SEM_SIGNIFICADO.has(w));
}

/**
 * How many leading words of `nome` appear in `descricao` from position `p`: banks cut names
 * short, so the last word found may be a prefix of at least 3 letters ('RIGORO' for 'RIGOROSA').
 * It counts as evidence when two words are found, or the whole name when it has one word of
 * four letters or more; a single common first word ('DISTRIBUIDORA', 'CAFE') is not enough.
 */
export function palavrasDoNomeNaDescricao(
  nome: readonly string[],
  descricao: readonly string[],
  p: number,
): number {
  let n = 0;
  while (n < nome.length && p + n < descricao.length) {
    const d = descricao[p + n] as string;
    const w = nome[n] as string;
    if (d === w) {
      n++;
      continue;
    }
    if (n > 0 && d.length >= 3 && w.startsWith(d)) n++;
    break;
  }
  if (n >= 2) return n;
  return n === 1 && nome.length === 1 && (nome[0] as string).length >= 4 ? 1 : 0;
}

/** Document numbers compared without accents, case or repeated spaces. */
export function normalizarNumero(numero: string): string {
  return semAcentos(numero).replace(/\s+/g, ' ').trim();
}

/**
 * The shorter ways a bank may quote a document number: 'FT F2025/533' also as 'F2025/533'
 * (without the type) and '2025/533' (series letters dropped). Only forms with a '/' and at least
 * four digits count, so a month like '01/25' is never taken for a document.
 */
export function formasCurtasDoNumero(numeroNormalizado: string): string[] {
  const formas: string[] = [];
  const espaco = numeroNormalizado.indexOf(' ');
  if (espaco > 0) formas.push(numeroNormalizado.slice(espaco + 1));
  const ultima = numeroNormalizado.slice(numeroNormalizado.lastIndexOf(' ') + 1);
  formas.push(ultima.replace(/^[^0-9]+/, ''));
  return [...new Set(formas)].filter(
    (f) => f !== numeroNormalizado && f.includes('/') && (f.match(/\d/g)?.length ?? 0) >= 4,
  );
}

/**
 * Strings of a bank text that could be a document number or an ATCUD: every word holding a
 * digit, alone and with the one or two words before it ('FT F2025/533', 'G 1123-25P/170042'),
 * and the part after 'ATCUD:'.
 */
export function candidatosDeReferencia(texto: string): string[] {
  const palavras = normalizarNumero(texto)
    .split(' ')
    .map((w) => w.replace(/^[^A-Z0-9]+|[^A-Z0-9]+$/g, ''))
    .filter((w) => w !== '');
  const candidatos: string[] = [];
  for (let i = 0; i < palavras.length; i++) {
    const w = palavras[i] as string;
    if (!/\d/.test(w)) continue;
    candidatos.push(w);
    const doisPontos = w.lastIndexOf(':');
    if (doisPontos >= 0) candidatos.push(w.slice(doisPontos + 1));
    if (i >= 1) candidatos.push(`${palavras[i - 1]} ${w}`);
    if (i >= 2) candidatos.push(`${palavras[i - 2]} ${palavras[i - 1]} ${w}`);
  }
  return candidatos;
}

/** Nine-digit runs of a bank text: the NIF some banks append to a transfer's description. */
export function nifsNoTexto(texto: string): string[] {
  return texto.match(/(?<!\d)\d{9}(?!\d)/g) ?? [];
}
