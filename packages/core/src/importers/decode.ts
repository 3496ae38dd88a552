import iconv from 'iconv-lite';
import type { Codificacao } from './tipos';

export interface TextoDescodificado {
  texto: string;
  codificacao: Codificacao;
}

/** True when the bytes are well-formed UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF). */
export function isUtf8(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let extra: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) {
      extra = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      extra = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      extra = 3;
      min = 0x10000;
    } else {
      return false;
    }
    let cp = b & (0xff >> (extra + 2));
    for (let k = 1; k <= extra; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return false;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return false;
    i += extra + 1;
  }
  return true;
}

/**
 * Bytes → text the way Portuguese exports need it: a BOM decides; else strict UTF-8; else
 * Windows-1252 (what Excel pt-PT and most banks write; `€` is 0x80 there, unlike ISO-8859-1).
 */
export function decodeBytes(bytes: Uint8Array): TextoDescodificado {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { texto: iconv.decode(bytes.subarray(3), 'utf8'), codificacao: 'utf-8-bom' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { texto: iconv.decode(bytes.subarray(2), 'utf16le'), codificacao: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { texto: iconv.decode(bytes.subarray(2), 'utf16be'), codificacao: 'utf-16be' };
  }
  if (isUtf8(bytes)) return { texto: iconv.decode(bytes, 'utf8'), codificacao: 'utf-8' };
  return decodeWindows1252(bytes);
}

export function decodeWindows1252(bytes: Uint8Array): TextoDescodificado {
  return { texto: iconv.decode(bytes, 'win1252'), codificacao: 'windows-1252' };
}

/** Accents and marks off, for comparing words written with or without them. */
export function semAcentos(texto: string): string {
  return texto.normalize('NFKD').replace(/\p{M}/gu, '');
}

/**
 * Header text → a comparable key: compatibility-decomposed (so 'º' becomes 'o'), accents and
 * replacement characters (a single-byte file read as UTF-8 elsewhere) dropped, lower-case,
 * '( EUR )' dropped, spaces collapsed. 'Nº Fatura / ATCUD' → 'no fatura / atcud'.
 */
export function normalizarCabecalho(texto: string): string {
  return semAcentos(texto)
    .replace(/\uFFFD/g, '')
    .toLowerCase()
    .replace(/\(\s*eur\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ENTIDADES_XML: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The five predefined XML entities and numeric references; anything else is left as written. */
export function descodificarEntidadesXml(texto: string): string {
  if (!texto.includes('&')) return texto;
  return texto.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/gi, (todo, nome: string) => {
    if (nome.startsWith('#')) {
      const cp =
        nome[1] === 'x' || nome[1] === 'X' ? Number.parseInt(nome.slice(2), 16) : Number(nome.slice(1));
      return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : todo;
    }
    return ENTIDADES_XML[nome.toLowerCase()] ?? todo;
  });
}

/** Where each match of a global regex starts, with its 1-based line, in one pass over the text. */
export function ocorrencias(texto: string, padrao: RegExp): { indice: number; linha: number }[] {
  const encontradas: { indice: number; linha: number }[] = [];
  let linha = 1;
  let posicao = 0;
  for (const m of texto.matchAll(padrao)) {
    for (; posicao < m.index; posicao++) if (texto.charCodeAt(posicao) === 10) linha++;
    encontradas.push({ indice: m.index, linha });
  }
  return encontradas;
}
