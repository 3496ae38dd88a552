import iconv from 'iconv-lite';

/** Lines → bytes exactly as an export writes them: encoding, line ends, BOM. */
function codificar(texto: string, codificacao: 'win1252' | 'utf8'): Uint8Array {
  return Uint8Array.from(iconv.encode(texto, codificacao) as unknown as Uint8Array);
}

export function cp1252(linhas: readonly string[], fim = '\r\n'): Uint8Array {
  return codificar(linhas.join(fim) + fim, 'win1252');
}

export function utf8(linhas: readonly string[], fim = '\n'): Uint8Array {
  return codificar(linhas.join(fim) + fim, 'utf8');
}

export function utf8ComBom(linhas: readonly string[], fim = '\r\n'): Uint8Array {
  return Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(linhas, fim)]);
}

export function texto(conteudo: string): Uint8Array {
  return codificar(conteudo, 'utf8');
}
