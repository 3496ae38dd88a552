import { CLASSIFICACAO_PREDEFINIDA } from '@contas/core';

import {
  gerarModeloOrcamento,
  gerarModeloPlanilhaCompleta,
  type LinhaPlanilhaCompleta,
} from '@contas/core/modelos';
import { DOCUMENTOS_IVA } from '@contas/core/reports/fixtures/padaria-do-largo.iva';
import { DEPRECIACOES, LIVRO, V } from '@contas/core/reports/fixtures/padaria-do-largo.livro';
import { linhasDoModelo } from '@contas/core/reports/fixtures/padaria-do-largo.orcamento';
import { documentosDeVenda } from '@contas/core/reports/fixtures/padaria-do-largo.vendas';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './app';

type Linha = Omit<LinhaPlanilhaCompleta, 'linha'>;
type Loja = 'A' | 'B';

/** Valid NIFs: a supplier, and the final consumer of the sales. */
const FORNECEDOR = '500000000';
const CONSUMIDOR_FINAL = '999999990';
const RENDIMENTOS = new Set([V, 'Subsídios à exploração']);

const dia = (ano: number, mes: number, d: number) =>
  `${ano}-${String(mes).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function documento(
  numero: string,
  data: string,
  categoriaA: string,
  subcategoriaA: string,
  gasto: string,
  baseCents: number,
  ivaCents = 0,
  venda = RENDIMENTOS.has(categoriaA),
): Linha {
  return {
    ...CLASSIFICACAO_PREDEFINIDA,
    categoria_A: categoriaA,
    subcategoria_A: subcategoriaA,
    gasto,
    nif: venda ? CONSUMIDOR_FINAL : FORNECEDOR,
    emitente: venda ? 'Consumidor final' : 'Fornecedor, Lda',
    numeroFatura: numero,
    descritivo: null,
    dataEmissao: data,
    dataPagamento: null,
    baseCents,
    ivaCents,
    totalCents: baseCents + ivaCents,
    extratoValorCents: null,
    tipoMovimento: null,
  };
}

/**
 * "Padaria do Largo" of core's padaria-do-largo.vendas as Planilha Completa rows per store: every cost
 * and income cell of the income statement's ledger a document of store A, and the sales as their
 * invoices and credit notes (an untyped document counts as an invoice unless negative) in the stores
 * core gives them, and the card settlement of May 2025 as a bank line classified as sales.
 */
export function planilhaDaPadaria(): Record<Loja, Linha[]> {
  const porLoja: Record<Loja, Linha[]> = { A: [], B: [] };
  let n = 0;
  for (const [ano, categoriaA, subcategoriaA, gasto, meses] of LIVRO) {
    if (categoriaA === V) continue;
    meses.forEach((cents, i) => {
      if (cents === 0) return;
      n += 1;
      porLoja.A.push(
        documento(`L ${ano}/${n}`, dia(ano, i + 1, 15), categoriaA, subcategoriaA, gasto, cents),
      );
    });
  }
  documentosDeVenda().forEach((d, i) => {
    const data = dia(d.ano, d.mes, d.dia);
    if (!d.documento) {
      porLoja[d.loja].push({
        ...documento('', data, V, d.subcategoriaA, 'N/A', 0),
        nif: null,
        emitente: null,
        numeroFatura: null,
        dataEmissao: null,
        baseCents: null,
        ivaCents: null,
        totalCents: null,
        descritivo: 'TPA VENDAS 9061122',
        dataPagamento: data,
        extratoValorCents: d.baseCents,
        tipoMovimento: 'Entrada',
      });
      return;
    }
    porLoja[d.loja].push(documento(`V ${d.ano}/${i + 1}`, data, V, d.subcategoriaA, 'N/A', d.baseCents));
  });
  return porLoja;
}

/** core's padaria-do-largo.iva documents (the annulled one left out: it counts nowhere) per store. */
export function planilhaDoIva(): Record<Loja, Linha[]> {
  const porLoja: Record<Loja, Linha[]> = { A: [], B: [] };
  DOCUMENTOS_IVA.filter((d) => !d.anulado).forEach((d, i) => {
    const venda = d.lado === 'venda' || (d.lado === null && d.baseCents > 0);
    porLoja[d.loja].push(
      documento(
        `I ${d.data.slice(0, 4)}/${i + 1}`,
        d.data,
        d.categoriaA,
        d.subcategoriaA,
        d.categoriaA === 'Compras' ? 'Variável' : 'N/A',
        d.baseCents,
        d.ivaCents,
        venda,
      ),
    );
  });
  return porLoja;
}

/** The company's yearly depreciations (core's DEPRECIACOES) as the depreciation screen takes them, in euros. */
export function depreciacoesDaPadaria(): Array<Record<string, number>> {
  const porAno = new Map<number, Record<string, number>>();
  for (const d of DEPRECIACOES) {
    const ano = porAno.get(d.ano) ?? { year: d.ano };
    ano[d.categoria] = (ano[d.categoria] ?? 0) + d.cents / 100;
    porAno.set(d.ano, ano);
  }
  return [...porAno.values()];
}

/** Calls of an editor or admin through the API, with a bearer token. */
export class ApiDaEmpresa {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static async login(request: APIRequestContext, user: { email: string; senha: string }) {
    const r = await request.post('/api/login', { data: { email: user.email, senha: user.senha } });
    expect(r.status(), await r.text()).toBe(200);
    const { accessToken } = (await r.json()) as { accessToken: string };
    return new ApiDaEmpresa(request, { Authorization: `Bearer ${accessToken}` });
  }

  async importarPlanilha(empresaId: string, lojaId: string, linhas: readonly Linha[]) {
    const r = await this.request.post(`/api/upload/planilha/${empresaId}/${lojaId}`, {
      headers: this.headers,
      timeout: 120_000,
      multipart: {
        tipoArquivo: 'planilha-completa',
        tipoUpload: 'upload-planilha',
        file: {
          name: 'planilha.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: Buffer.from(await gerarModeloPlanilhaCompleta(linhas)),
        },
      },
    });
    expect(r.status(), await r.text()).toBe(201);
  }

  /** Store A's budget of padaria-do-largo.orcamento (its 2025 lines), for the year given. */
  async importarOrcamento(empresaId: string, lojaId: string, ano: number) {
    const r = await this.request.post(`/api/upload/orcamento/${empresaId}/${lojaId}/${ano}`, {
      headers: this.headers,
      multipart: {
        tipoArquivo: 'orcamento',
        tipoUpload: 'upload-orcamento',
        file: {
          name: 'orcamento.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: Buffer.from(await gerarModeloOrcamento(ano, linhasDoModelo('A', 2025))),
        },
      },
    });
    expect(r.status(), await r.text()).toBe(201);
  }

  async depreciacoes(empresaId: string, lojaId: string, depreciations: unknown) {
    const r = await this.request.put(`/put/depreciations/${empresaId}/${lojaId}`, {
      headers: this.headers,
      data: { depreciations },
    });
    expect(r.status(), await r.text()).toBe(200);
  }

  async get<T>(url: string): Promise<T> {
    const r = await this.request.get(url, { headers: this.headers });
    expect(r.status(), `${url}: ${await r.text()}`).toBe(200);
    return (await r.json()) as T;
  }
}
