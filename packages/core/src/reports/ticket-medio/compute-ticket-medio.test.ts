import { describe, expect, it } from 'vitest';
import {
  confereLinha,
  ESPERADO_TICKET,
  somasDeVendas,
} from '../__fixtures__/padaria-do-largo.vendas.fixture';
import { findReportLine, type ReportLine } from '../shared/report-line';
import { computeTicketMedio, contaComoFatura, faturasPorLoja, LINHA_TM } from './compute-ticket-medio';

const tm = computeTicketMedio({ ano1: 2024, ano2: 2025, somas: somasDeVendas() });

function linha(key: string): ReportLine {
  const l = findReportLine(tm.linhas, key);
  if (!l) throw new Error(`Linha em falta: ${key}`);
  return l;
}

describe('computeTicketMedio — Padaria do Largo, 2024 vs 2025', () => {
  it.each(Object.entries(ESPERADO_TICKET))('%s: every cell', (key, esperado) => {
    confereLinha(linha(key), esperado);
  });

  it('has the rows of SPEC §3 in order, each with the three sales types and the sales without one', () => {
    expect(tm.linhas.map((l) => l.label)).toEqual([
      'Quantidade de Faturas',
      'Faturação Mensal',
      'Ticket Médio',
      'Vendas sem fatura (fora do ticket)',
    ]);
    expect(linha(LINHA_TM.quantidade).children?.map((l) => l.label)).toEqual([
      'Serviços Prestados',
      'Venda de Mercadoria',
      'Venda de Produtos',
      'Sem Subcategoria A',
    ]);
    expect(linha(LINHA_TM.quantidade).unidade).toBe('quantidade');
    expect(linha(LINHA_TM.ticket).unidade).toBe('cents');
  });

  it('counts invoices of every kind, never credit or debit notes; an untyped document by its sign', () => {
    for (const tipo of [
      'Fatura',
      'Fatura-recibo',
      'Fatura simplificada',
      'FATURA SIMPLIFICADA',
      'Fatura recibo',
    ]) {
      expect(contaComoFatura(tipo, false), tipo).toBe(true);
    }
    for (const tipo of ['Nota de crédito', 'Nota de credito', 'Nota de débito', 'Recibo']) {
      expect(contaComoFatura(tipo, false), tipo).toBe(false);
    }
    expect(contaComoFatura('', false)).toBe(true);
    expect(contaComoFatura('', true)).toBe(false);
  });

  it('counts the invoices store by store (the break-even takes quantities per store)', () => {
    const porLoja = faturasPorLoja(somasDeVendas(), 2025);
    // December 2025: 168 + 10 invoices, alternating between the stores from A.
    expect(porLoja.get('A')?.[11]).toBe(89);
    expect(porLoja.get('B')?.[11]).toBe(89);
    const soma = (porLoja.get('A') ?? []).map((n, i) => n + (porLoja.get('B')?.[i] ?? 0));
    expect(soma).toEqual(ESPERADO_TICKET.quantidade?.ano2.slice(0, 12));
  });

  it('a year without sales is all zeros, never a division by zero', () => {
    const vazio = computeTicketMedio({ ano1: 2020, ano2: 2021, somas: somasDeVendas() });
    for (const l of vazio.linhas) {
      expect(l.valores.ano1.meses.every((v) => v === 0)).toBe(true);
      expect([l.valores.ano1.total, l.valores.ano1.media, l.valores.deltaPercent.total]).toEqual([0, 0, 0]);
    }
  });
});
