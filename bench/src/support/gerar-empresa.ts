import iconv from 'iconv-lite';

/**
 * A company at scale, in the real formats: an e-fatura acquirer export (variant A: UTF-8, quoted, ISO
 * dates) and a CGD statement (Windows-1252, ';', dd-mm-yyyy, newest first) whose lines pay those
 * invoices 0–20 days later — most naming the supplier and the document, some only the supplier.
 * Deterministic (seeded), so every run measures the same data.
 */
export type EmpresaGerada = { efatura: Uint8Array; extrato: Uint8Array; faturas: number; movimentos: number };

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function nif(base: number): string {
  const digits = `5${String(base).padStart(7, '0')}`;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
  const r = sum % 11;
  return `${digits}${r < 2 ? 0 : 11 - r}`;
}

const pt = (cents: number) => {
  const abs = Math.abs(cents);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${euros},${String(abs % 100).padStart(2, '0')}`;
};

const isoDay = (year: number, dayOfYear: number) =>
  new Date(Date.UTC(year, 0, 1 + dayOfYear)).toISOString().slice(0, 10);
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

export function gerarEmpresa(options: {
  faturas: number;
  extraMovimentos: number;
  ano: number;
  seed?: number;
}): EmpresaGerada {
  const random = prng(options.seed ?? 42);
  const fornecedores = Array.from({ length: 400 }, (_, i) => ({
    nif: nif(9_000_000 + i * 7),
    nome: `Fornecedor Exemplo ${String(i + 1).padStart(3, '0')}, Lda`,
    serie: `F${String.fromCharCode(65 + (i % 26))}${i}`,
  }));
  const efatura = [
    '"Setor";"Emitente";"Nº Fatura / ATCUD";"Tipo";"Data Emissão";"Total";"IVA";"Base Tributável";"Situação";"Comunicação  Emitente";"Comunicação  Adquirente"',
  ];
  type Linha = { data: string; valor: number; descricao: string };
  const linhas: Linha[] = [];
  for (let i = 0; i < options.faturas; i++) {
    const f = fornecedores[Math.floor(random() * fornecedores.length)] as (typeof fornecedores)[number];
    const dia = Math.floor(random() * 340);
    const data = isoDay(options.ano, dia);
    const base = 500 + Math.floor(random() * 250_000);
    const iva = Math.round(base * 0.23);
    const total = base + iva;
    const numero = `FT ${f.serie}/${i + 1}`;
    efatura.push(
      `"";"${f.nif} - ${f.nome}";"${numero} / ATC${String(i).padStart(5, '0')}-${i + 1}";"Fatura";"${data}";"${pt(total)} €";"${pt(iva)} €";"${pt(base)} €";"Registado";"X";""`,
    );
    const pago = isoDay(options.ano, dia + Math.floor(random() * 21));
    const refere = random() < 0.7;
    linhas.push({
      data: pago,
      valor: -total,
      descricao: refere ? `TRF P/O ${f.nome.toUpperCase()} ${numero}` : `TRF P/O ${f.nome.toUpperCase()}`,
    });
  }
  for (let i = 0; i < options.extraMovimentos; i++) {
    linhas.push({
      data: isoDay(options.ano, Math.floor(random() * 360)),
      valor: 1000 + Math.floor(random() * 400_000),
      descricao: `TPA VENDAS ${100000 + (i % 97)} LOTE ${i}`,
    });
  }
  linhas.sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
  let saldo = 50_000_000;
  const comSaldo = linhas.map((l) => {
    saldo += l.valor;
    return { ...l, saldo };
  });
  const extrato = [
    `Consultar saldos e movimentos à ordem - 05-01-${options.ano + 1}`,
    '',
    'Conta ;0164658073554 - EUR - Conta à ordem',
    `Data de início ;01-01-${options.ano}`,
    `Data de fim ;31-12-${options.ano}`,
    '',
    'Data mov. ;Data valor ;Descrição ;Débito ;Crédito ;Saldo contabilístico ;Saldo disponível ;Categoria ;',
  ];
  for (const l of comSaldo.reverse()) {
    const d = ddmmyyyy(l.data);
    const debito = l.valor < 0 ? pt(-l.valor) : '';
    const credito = l.valor >= 0 ? pt(l.valor) : '';
    extrato.push(`${d};${d};${l.descricao} ;${debito};${credito};${pt(l.saldo)};${pt(l.saldo)};Diversos ;`);
  }
  return {
    efatura: new TextEncoder().encode(`${efatura.join('\n')}\n`),
    extrato: iconv.encode(`${extrato.join('\r\n')}\r\n`, 'win1252'),
    faturas: options.faturas,
    movimentos: linhas.length,
  };
}
