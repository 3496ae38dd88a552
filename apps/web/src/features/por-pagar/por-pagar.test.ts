import type { DocumentoEmAberto, LadoPorPagar, TotaisPorEscalao } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import {
  caminhoExportacao,
  caminhoNaPlanilha,
  euros,
  linhasDoResumo,
  parametrosDaSelecao,
  selecaoDosParametros,
} from './por-pagar';

const largo = { _id: 'l1', nome: 'Largo' };
const mercado = { _id: 'l2', nome: 'Mercado' };
const lojas = [largo, mercado];

const documento: DocumentoEmAberto = {
  _id: 'd1',
  numero: 'FT EC2025/311',
  tipo: 'Fatura',
  contraparte: 'Energia Exemplo, S.A.',
  nif: '503504564',
  dataEmissao: '2025-12-10',
  loja: largo,
  total: 316.9,
  pago: 0,
  emAberto: 316.9,
  idade: 21,
  escalao: 'ate30',
};

describe('Por pagar / por receber', () => {
  it('reads the store and the date from the address, every store and today by default', () => {
    expect(selecaoDosParametros(new URLSearchParams(''), lojas, '2026-02-01')).toEqual({
      lojaId: 'todas',
      data: '2026-02-01',
    });
    expect(selecaoDosParametros(new URLSearchParams('loja=l2&data=2025-12-31'), lojas, '2026-02-01')).toEqual(
      { lojaId: 'l2', data: '2025-12-31' },
    );
    expect(
      selecaoDosParametros(new URLSearchParams('loja=outra&data=31-12-2025'), lojas, '2026-02-01'),
    ).toEqual({ lojaId: 'todas', data: '2026-02-01' });
    const escolha = { lojaId: 'l2', data: '2025-06-30' };
    const endereco = new URLSearchParams(parametrosDaSelecao(escolha));
    expect(endereco.toString()).toBe('loja=l2&data=2025-06-30');
    expect(selecaoDosParametros(endereco, lojas, '2026-02-01')).toEqual(escolha);
  });

  it("links each document to its row in the spreadsheet, and the export to the server's sheet", () => {
    expect(caminhoNaPlanilha('e1', documento)).toBe(
      '/empresa/e1/planilha?pesquisa=FT+EC2025%2F311&startDate=2025-12-10&endDate=2025-12-10&lojaId=l1',
    );
    expect(caminhoExportacao('e1', { lojaId: 'todas', data: '2025-12-31' })).toBe(
      '/get/por-pagar/e1/todas/exportar.xlsx?data=2025-12-31',
    );
  });

  it('sums each store then the total, and writes euros the Portuguese way', () => {
    const totais = (total: number): TotaisPorEscalao => ({
      escaloes: { ate30: total, ate60: 0, ate90: 0, mais90: 0 },
      total,
      documentos: 1,
    });
    const lado: LadoPorPagar = {
      documentos: [documento],
      lojas: [
        { ...largo, ...totais(316.9) },
        { ...mercado, ...totais(0) },
      ],
      total: totais(316.9),
    };
    expect(linhasDoResumo(lado, true).map((l) => l.rotulo)).toEqual(['Largo', 'Mercado', 'Total']);
    expect(linhasDoResumo(lado, false).map((l) => l.rotulo)).toEqual(['Total']);
    expect(euros(2226.9)).toBe('2.226,90 €');
    expect(euros(-50)).toBe('-50,00 €');
  });
});
