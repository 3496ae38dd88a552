import { DOCUMENTOS_IVA } from '@contas/core/reports/fixtures/padaria-do-largo.iva';
import { documentosDeVenda } from '@contas/core/reports/fixtures/padaria-do-largo.vendas';
import { type LinhaPlanilha, linhasDaPadaria } from '../../relatorios/__fixtures__/padaria-do-largo';

const V = 'Vendas e serviços prestados';
const dia = (ano: number, mes: number, d: number) =>
  `${ano}-${String(mes).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const PREFIXOS: Record<string, string> = {
  'Fatura simplificada': 'FS',
  'Fatura-recibo': 'FR',
  Fatura: 'FT',
  'Nota de crédito': 'NC',
};

const semExtrato = {
  extrato_descricao: null,
  extrato_data: null,
  extrato_valor_cents: null,
  tipo_movimento: null,
  data_pagamento: null,
  categoria_b: 'Sem Categoria B',
  subcategoria_b: 'Sem Subcategoria B',
  rubrica_b: 'Sem Rúbrica B',
} as const;

/**
 * "Padaria do Largo" of the income statement's tests with its sales as core's padaria-do-largo.vendas has
 * them: the ledger's rows of every other category as they are, and each sales cell split into its
 * invoices (23 % of VAT on each), its credit notes, and the card settlement of May 2025 without a
 * document (a bank line classified as sales). The income statement is the same; the ticket and the
 * break-even are core's hand-computed ones. Also a sales invoice annulled by the issuer (counts nowhere).
 */
export function linhasDasVendas(): LinhaPlanilha[] {
  const outras = linhasDaPadaria().filter((l) => l.categoria_a !== V);
  const vendas = documentosDeVenda().map((d, i): LinhaPlanilha => {
    const comum = {
      loja: d.loja,
      anulado: false,
      categoria_a: V,
      subcategoria_a: d.subcategoriaA,
      gasto: 'N/A',
    };
    if (!d.documento) {
      const data = dia(d.ano, d.mes, d.dia);
      return {
        ...comum,
        ...semExtrato,
        lado: null,
        nif: null,
        emitente: null,
        numero_fatura: null,
        tipo_documento: null,
        data_emissao: null,
        base_cents: null,
        iva_cents: null,
        total_cents: null,
        extrato_descricao: 'TPA VENDAS 9061122',
        extrato_data: data,
        extrato_valor_cents: d.baseCents,
        tipo_movimento: 'Entrada',
        data_pagamento: data,
        categoria_b: 'Fluxos de caixa das actividades operacionais',
        subcategoria_b: 'Não Aplicável',
        rubrica_b: 'Recebimentos de clientes',
        status_correspondencia: 'Sem fatura',
      };
    }
    const iva = Math.round(d.baseCents * 0.23);
    return {
      ...comum,
      ...semExtrato,
      lado: 'venda',
      nif: '509999990',
      emitente: '509999990 - Padaria do Largo, Lda',
      numero_fatura: `${PREFIXOS[d.tipoDocumento ?? ''] ?? 'FT'} V${d.ano}/${i + 1}`,
      tipo_documento: d.tipoDocumento,
      data_emissao: dia(d.ano, d.mes, d.dia),
      base_cents: d.baseCents,
      iva_cents: iva,
      total_cents: d.baseCents + iva,
      status_correspondencia: 'Pendente',
    };
  });
  const anulada = vendas.find((l) => l.subcategoria_a === 'Serviços Prestados') as LinhaPlanilha;
  return [
    ...outras,
    ...vendas,
    { ...anulada, numero_fatura: 'FT V2024/ANULADA', base_cents: 777_700, total_cents: 956_571, iva_cents: 178_871, anulado: true },
  ];
}

/** core's padaria-do-largo.iva documents as ledger rows of a company of their own. */
export function linhasDoIva(): LinhaPlanilha[] {
  return DOCUMENTOS_IVA.map((d, i) => ({
    ...semExtrato,
    loja: d.loja,
    lado: d.lado,
    nif: d.lado === 'compra' ? '500000000' : '509999990',
    emitente: d.lado === 'compra' ? '500000000 - Fornecedor, Lda' : '509999990 - Padaria do Largo, Lda',
    numero_fatura: d.tipoDocumento === null ? null : `${PREFIXOS[d.tipoDocumento] ?? 'FT'} I${d.data.slice(0, 4)}/${i + 1}`,
    tipo_documento: d.tipoDocumento,
    anulado: d.anulado === true,
    data_emissao: d.data,
    base_cents: d.baseCents,
    iva_cents: d.ivaCents,
    total_cents: d.baseCents + d.ivaCents,
    categoria_a: d.categoriaA,
    subcategoria_a: d.subcategoriaA,
    gasto: d.categoriaA === 'Compras' ? 'Variável' : 'N/A',
    status_correspondencia: 'Pendente',
  }));
}
