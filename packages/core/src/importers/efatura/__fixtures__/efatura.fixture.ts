import { cp1252, utf8 } from '../../__fixtures__/bytes.fixture';

/**
 * Anonymised e-fatura exports in the portal's two shapes (DOMAIN §1): variant A as downloaded
 * (UTF-8, every field quoted, ISO dates, LF) and variant B as re-saved by Excel pt-PT
 * (Windows-1252, no quotes, dd/mm/yyyy, CRLF, acquirer rows ending in 'X;').
 */

const CABECALHO_ADQUIRENTE =
  'Setor;Emitente;Nº Fatura / ATCUD;Tipo;Data Emissão;Total;IVA;Base Tributável;Situação;Comunicação  Emitente;Comunicação  Adquirente';

const aspas = (campos: readonly string[]) => campos.map((c) => `"${c}"`).join(';');

type Documento = [setor: string, emitente: string, numero: string, tipo: string, data: string, total: string, iva: string, base: string, situacao: string, emitenteComunicou: boolean];

const COMPRAS: readonly Documento[] = [
  ['Outros', '501234560 - Contabilidade Exemplo - Gabinete de Contabilidade, Lda', 'FT CE2025/12 / AB12CD34-12', 'Fatura', '2025-01-15', '1.169,68 €', '218,72 €', '950,96 €', 'Registado', true],
  ['', '509876543 - Padaria Fictícia, Lda', 'NC PF2025/3 / EF56GH78-3', 'Nota de crédito', '2025-01-20', '136,00 €', '25,43 €', '110,57 €', 'Registado', true],
  ['Alojamento, restauração e similares', '507777770 - Restaurante Imaginário, Lda', 'FS 2022/881', 'Fatura simplificada', '2025-02-03', '12,50 €', '1,44 €', '11,06 €', 'Registado', false],
  ['', '503333330 - Materiais Exemplo, S.A.', 'FR MX2025/40 / JK90LM12-40', 'Fatura-recibo', '2025-02-28', '12.345.678,90 €', '2.308.550,20 €', '10.037.128,70 €', 'Documento Anulado pelo Emitente', true],
  ['Outros', '595555550 - Armazém Grossista Exemplo - Comércio, S.A.', 'G 1123-26P/90412 / 7QX2LM4B-90412', 'Fatura simplificada', '2025-03-11', '412,20 €', '46,29 €', '365,91 €', 'Registado', true],
];

function dataPt(iso: string): string {
  const [a, m, d] = iso.split('-');
  return `${d}/${m}/${a}`;
}

export const adquirenteVarianteA = utf8([
  aspas(CABECALHO_ADQUIRENTE.split(';')),
  ...COMPRAS.map(([setor, emitente, numero, tipo, data, total, iva, base, situacao, emitenteComunicou]) =>
    aspas([setor, emitente, numero, tipo, data, total, iva, base, situacao, emitenteComunicou ? 'X' : '', emitenteComunicou ? '' : 'X']),
  ),
]);

export const adquirenteVarianteB = cp1252([
  CABECALHO_ADQUIRENTE,
  ...COMPRAS.map(([setor, emitente, numero, tipo, data, total, iva, base, situacao, emitenteComunicou]) =>
    [setor, emitente, numero, tipo, dataPt(data), total, iva, base, situacao, emitenteComunicou ? 'X' : '', emitenteComunicou ? '' : 'X'].join(';'),
  ),
]);

const CABECALHO_EMITENTE = 'Nº Documento / ATCUD;NIF Adquirente;Data Emissão;Tipo do Documento;Total;IVA;Base Tributável;Situação';

const VENDAS: readonly string[][] = [
  ['FR E2025/7 / AAGWTD95-7', '999999990', '2025-03-01', 'Fatura-recibo', '1.484,60 €', '0,00 €', '1.484,60 €', 'Registado'],
  ['NC E2025/2 / AAGSTD94-2', '12345678901', '2025-03-12', 'Nota de crédito', '375,00 €', '0,00 €', '375,00 €', 'Registado'],
  ['FT E2025/17 / AAGBTD9W-17', 'B12345674', '2025-04-02', 'Fatura', '1.230,00 €', '230,00 €', '1.000,00 €', 'Registado'],
  ['FT E2025/18 / AAGBTD9W-18', '599999997', '2025-04-03', 'Fatura', '61,50 €', '11,50 €', '50,00 €', 'Documento Anulado pelo Emitente'],
];

export const emitenteVarianteA = utf8([
  aspas(CABECALHO_EMITENTE.split(';')),
  ...VENDAS.map((v) => aspas(v)),
]);

export const emitenteVarianteB = cp1252([
  CABECALHO_EMITENTE,
  ...VENDAS.map(([numero = '', nif = '', data = '', ...resto]) => [numero, nif, dataPt(data), ...resto].join(';')),
]);

/** Variant B with lines a reader must report: bad date, bad amount, issuer without NIF. */
export const adquirenteComErros = cp1252([
  CABECALHO_ADQUIRENTE,
  ';501234560 - Contabilidade Exemplo - Gabinete de Contabilidade, Lda;FT CE2025/13 / AB12CD34-13;Fatura;31/02/2025;246,00 €;46,00 €;200,00 €;Registado;X;',
  ';501234560 - Contabilidade Exemplo - Gabinete de Contabilidade, Lda;FT CE2025/14 / AB12CD34-14;Fatura;03/03/2025;246,00 €;46,00 €;dois €;Registado;X;',
  '',
  ';Contabilidade Exemplo, Lda;FT CE2025/15 / AB12CD34-15;Fatura;03/04/2025;246,00 €;46,00 €;200,00 €;Registado;X;',
  ';501234560 - Contabilidade Exemplo - Gabinete de Contabilidade, Lda;FT CE2025/16 / AB12CD34-16;Fatura;05/05/2025;246,00 €;46,00 €;200,00 €;Registado;X;',
]);
