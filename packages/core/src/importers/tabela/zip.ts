/** What the ZIP central directory declares about one entry. */
export interface EntradaZip {
  nome: string;
  comprimido: number;
  descomprimido: number;
}

export type DiretorioZip = { entradas: EntradaZip[] } | { erro: string };

const FIM_DIRETORIO = 0x06054b50;
const ENTRADA_DIRETORIO = 0x02014b50;
const SEM_TAMANHO_32 = 0xffffffff;

function u16(b: Uint8Array, i: number): number {
  return (b[i] as number) | ((b[i + 1] as number) << 8);
}

function u32(b: Uint8Array, i: number): number {
  return (
    ((b[i] as number) | ((b[i + 1] as number) << 8) | ((b[i + 2] as number) << 16)) +
    (b[i + 3] as number) * 0x1000000
  );
}

function latin1(b: Uint8Array): string {
  let s = '';
  for (const x of b) s += String.fromCharCode(x);
  return s;
}

/**
 * Reads the central directory at the end of a ZIP (an XLSX is one) without inflating
 * anything, so a bomb can be refused from its declared sizes before a library unpacks it.
 */
export function lerDiretorioZip(bytes: Uint8Array): DiretorioZip {
  const ultimo = bytes.length - 22;
  let fim = -1;
  for (let i = ultimo; i >= 0 && i >= ultimo - 0xffff; i--) {
    if (u32(bytes, i) === FIM_DIRETORIO) {
      fim = i;
      break;
    }
  }
  if (fim < 0) return { erro: 'o ficheiro ZIP está truncado ou corrompido (sem diretório central)' };
  const total = u16(bytes, fim + 10);
  const inicio = u32(bytes, fim + 16);
  if (total === 0xffff || inicio === SEM_TAMANHO_32)
    return { erro: 'o ficheiro usa ZIP64, que não é aceite' };
  const entradas: EntradaZip[] = [];
  let p = inicio;
  for (let n = 0; n < total; n++) {
    if (p + 46 > bytes.length || u32(bytes, p) !== ENTRADA_DIRETORIO) {
      return { erro: 'o diretório central do ficheiro ZIP está corrompido' };
    }
    const tamanhoNome = u16(bytes, p + 28);
    const fimNome = p + 46 + tamanhoNome;
    if (fimNome > bytes.length) return { erro: 'o diretório central do ficheiro ZIP está corrompido' };
    entradas.push({
      nome: latin1(bytes.subarray(p + 46, fimNome)),
      comprimido: u32(bytes, p + 20),
      descomprimido: u32(bytes, p + 24),
    });
    p = fimNome + u16(bytes, p + 30) + u16(bytes, p + 32);
  }
  return { entradas };
}

const LIMITE_DESCOMPRIMIDO = 100 * 1024 * 1024;
const LIMITE_TAXA_COMPRESSAO = 100;
/** Below this, a high ratio is harmless (tiny XML parts compress very well). */
const MINIMO_PARA_TAXA = 1024 * 1024;

/** Why an XLSX must not be opened (bomb, corrupt, not a workbook), or undefined when it may. */
export function motivoParaRecusarXlsx(bytes: Uint8Array): string | undefined {
  const dir = lerDiretorioZip(bytes);
  if ('erro' in dir) return `Ficheiro XLSX inválido: ${dir.erro}.`;
  let comprimido = 0;
  let descomprimido = 0;
  for (const e of dir.entradas) {
    if (e.descomprimido === SEM_TAMANHO_32 || e.comprimido === SEM_TAMANHO_32) {
      return 'Ficheiro XLSX recusado por segurança: declara uma parte com mais de 4 GB.';
    }
    comprimido += e.comprimido;
    descomprimido += e.descomprimido;
  }
  const mb = (n: number) => Math.ceil(n / (1024 * 1024));
  if (descomprimido > LIMITE_DESCOMPRIMIDO) {
    return `Ficheiro XLSX recusado por segurança: expande para ${mb(descomprimido)} MB (máximo ${mb(LIMITE_DESCOMPRIMIDO)} MB).`;
  }
  const taxa = descomprimido / Math.max(1, comprimido);
  if (descomprimido >= MINIMO_PARA_TAXA && taxa > LIMITE_TAXA_COMPRESSAO) {
    return `Ficheiro XLSX recusado por segurança: taxa de compressão anormal (${Math.round(taxa)}:1, máximo ${LIMITE_TAXA_COMPRESSAO}:1).`;
  }
  if (!dir.entradas.some((e) => e.nome === 'xl/workbook.xml')) {
    return 'O ficheiro é um ZIP mas não uma folha de cálculo XLSX (falta xl/workbook.xml).';
  }
  return undefined;
}
