import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  anoOrcamentoPredefinido,
  anosOrcamento,
  contaDeOutraEmpresa,
  type FicheiroNaFila,
  ficheiroDemasiadoGrande,
  ficheirosDoRascunho,
  filaDeImportacao,
  IMPORTACOES,
  isTipoImportacao,
  LIMITE_FICHEIRO_BYTES,
  lojaPredefinida,
  pedidoDeImportacao,
  pedidoDeModelo,
  RASCUNHO_VAZIO,
  type RascunhoImportacao,
  rascunhoDoFicheiro,
  TIPOS_IMPORTACAO,
  type TipoImportacao,
  validarImportacao,
} from './importacao-form';

const csv = (name: string) => new File(['a;b\n1;2\n'], name, { type: 'text/csv' });
const xlsx = (name: string) => new File([new Uint8Array([0x50, 0x4b, 3, 4])], name);
const rascunho = (mudanca: Partial<RascunhoImportacao>): RascunhoImportacao => ({
  ...RASCUNHO_VAZIO,
  ...mudanca,
});

/** The multipart body as [name, text or file name] in the order it is sent. */
function campos(body: FormData): [string, string][] {
  return [...body.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);
}

describe('the menu', () => {
  it('offers the four imports of SPEC §2 in order, with their titles', () => {
    expect(TIPOS_IMPORTACAO.map((tipo) => IMPORTACOES[tipo].titulo)).toEqual([
      'Importar Extratos & Faturas',
      'Importar Planilha Completa',
      'Importar Orçamento Anual',
      'Importar Produtos de Vendas',
    ]);
  });

  it('recognises only its own kinds in the address', () => {
    expect(isTipoImportacao('orcamento')).toBe(true);
    expect(isTipoImportacao('toString')).toBe(false);
    expect(isTipoImportacao(null)).toBe(false);
  });

  it('names the §8 failure of each import', () => {
    expect(TIPOS_IMPORTACAO.map((tipo) => IMPORTACOES[tipo].falha)).toEqual([
      'Erro ao importar arquivos.',
      'Erro ao importar planilha.',
      'Erro ao importar orçamento.',
      'Erro ao importar produtos.',
    ]);
  });
});

describe('validarImportacao (SPEC §5)', () => {
  const cases: [string, TipoImportacao, Partial<RascunhoImportacao>, string | undefined][] = [
    ['e-fatura and statement: nothing chosen', 'efatura-extrato', {}, 'Selecionar pelo menos um arquivo.'],
    ['e-fatura only', 'efatura-extrato', { efatura: csv('f.csv') }, undefined],
    ['statement only', 'efatura-extrato', { extrato: csv('e.csv') }, undefined],
    ['both', 'efatura-extrato', { efatura: csv('f.csv'), extrato: csv('e.csv') }, undefined],
    [
      'e-fatura form ignores a stray generic file',
      'efatura-extrato',
      { ficheiro: xlsx('p.xlsx') },
      'Selecionar pelo menos um arquivo.',
    ],
    ['budget: nothing', 'orcamento', {}, 'Por favor, selecione o arquivo, o ano e a loja.'],
    [
      'budget: no file',
      'orcamento',
      { lojaId: 'l1', ano: 2027 },
      'Por favor, selecione o arquivo, o ano e a loja.',
    ],
    [
      'budget: no store',
      'orcamento',
      { ficheiro: xlsx('o.xlsx'), ano: 2027 },
      'Por favor, selecione o arquivo, o ano e a loja.',
    ],
    [
      'budget: no year',
      'orcamento',
      { ficheiro: xlsx('o.xlsx'), lojaId: 'l1' },
      'Por favor, selecione o arquivo, o ano e a loja.',
    ],
    ['budget: complete', 'orcamento', { ficheiro: xlsx('o.xlsx'), lojaId: 'l1', ano: 2027 }, undefined],
    ['spreadsheet: no file', 'planilha', { lojaId: 'l1' }, 'Por favor selecione o arquivo.'],
    ['spreadsheet: no store', 'planilha', { ficheiro: xlsx('p.xlsx') }, 'Por favor selecione o arquivo.'],
    ['spreadsheet: complete', 'planilha', { ficheiro: xlsx('p.xlsx'), lojaId: 'l1' }, undefined],
    ['products: no file', 'produtos', { lojaId: 'l1' }, 'Por favor, selecione o arquivo e a loja.'],
    [
      'products: no store',
      'produtos',
      { ficheiro: xlsx('v.xlsx') },
      'Por favor, selecione o arquivo e a loja.',
    ],
    ['products: complete', 'produtos', { ficheiro: xlsx('v.xlsx'), lojaId: 'l1' }, undefined],
  ];
  it.each(cases)('%s', (_name, tipo, mudanca, esperado) => {
    expect(validarImportacao(tipo, rascunho(mudanca))).toBe(esperado);
  });
});

describe('file size', () => {
  const comTamanho = (name: string, size: number) => ({ name, size }) as File;

  it('accepts files up to 20 MB', () => {
    expect(ficheiroDemasiadoGrande([comTamanho('a.csv', LIMITE_FICHEIRO_BYTES)])).toBeUndefined();
    expect(ficheiroDemasiadoGrande([])).toBeUndefined();
  });

  it('names the first file over the limit, with its size in MB', () => {
    expect(
      ficheiroDemasiadoGrande([comTamanho('a.csv', 10), comTamanho('grande.xlsx', 25.5 * 1024 * 1024)]),
    ).toBe('O ficheiro "grande.xlsx" tem 25,5 MB e excede o limite de 20 MB.');
  });

  it('checks only the files the form sends', () => {
    const r = rascunho({ efatura: csv('f.csv'), ficheiro: xlsx('p.xlsx') });
    expect(ficheirosDoRascunho('efatura-extrato', r).map((f) => f.name)).toEqual(['f.csv']);
    expect(ficheirosDoRascunho('planilha', r).map((f) => f.name)).toEqual(['p.xlsx']);
  });
});

describe('budget years (SPEC §9)', () => {
  it('offers 10 years from the current year forward', () => {
    expect(anosOrcamento(2026)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
  });

  it('defaults to next year, which is among the options', () => {
    expect(anoOrcamentoPredefinido(2026)).toBe(2027);
    expect(anosOrcamento(2026)).toContain(anoOrcamentoPredefinido(2026));
  });
});

describe('lojaPredefinida', () => {
  it('chooses the only store, and none when there are several or none', () => {
    expect(lojaPredefinida([{ _id: 'l1' }])).toBe('l1');
    expect(lojaPredefinida([{ _id: 'l1' }, { _id: 'l2' }])).toBe('');
    expect(lojaPredefinida([])).toBe('');
  });
});

describe('pedidoDeImportacao (SPEC §7 "Imports")', () => {
  it('sends e-fatura and statement to /api/upload/{empresaId}, the type before the files', () => {
    const { path, body } = pedidoDeImportacao(
      'emp 1',
      'efatura-extrato',
      rascunho({ efatura: csv('faturas.csv'), extrato: csv('extrato.csv'), lojaId: 'l1' }),
    );
    expect(path).toBe('/api/upload/emp%201');
    expect(campos(body)).toEqual([
      ['tipoUpload', 'upload-efatura-extrato'],
      ['efatura', 'file:faturas.csv'],
      ['extrato', 'file:extrato.csv'],
    ]);
  });

  it('sends only the file chosen when there is one', () => {
    const { body } = pedidoDeImportacao('e1', 'efatura-extrato', rascunho({ extrato: csv('extrato.ofx') }));
    expect(campos(body)).toEqual([
      ['tipoUpload', 'upload-efatura-extrato'],
      ['extrato', 'file:extrato.ofx'],
    ]);
  });

  it('sends the confirmation of an account another company has, before the files', () => {
    const { body } = pedidoDeImportacao('e1', 'efatura-extrato', rascunho({ extrato: csv('bpi.xml') }), {
      confirmarContas: true,
    });
    expect(campos(body)).toEqual([
      ['tipoUpload', 'upload-efatura-extrato'],
      ['confirmarContas', 'sim'],
      ['extrato', 'file:bpi.xml'],
    ]);
  });

  it("reads the server's question about an account of another company, and nothing else", () => {
    const pergunta =
      'A conta BPI PT50… já pertence a outra empresa. Confirme que este extrato é desta empresa para o importar.';
    expect(
      contaDeOutraEmpresa(
        new ApiError(409, pergunta, undefined, {
          message: pergunta,
          detalhes: { codigo: 'conta-de-outra-empresa' },
        }),
      ),
    ).toBe(pergunta);
    expect(contaDeOutraEmpresa(new ApiError(409, 'A empresa ainda não tem lojas.'))).toBeUndefined();
    expect(contaDeOutraEmpresa(new ApiError(400, pergunta))).toBeUndefined();
  });

  it('sends the budget with store and year in the address', () => {
    const { path, body } = pedidoDeImportacao(
      'e1',
      'orcamento',
      rascunho({ ficheiro: xlsx('orcamento.xlsx'), lojaId: 'l1', ano: 2027 }),
    );
    expect(path).toBe('/api/upload/orcamento/e1/l1/2027');
    expect(campos(body)).toEqual([
      ['tipoArquivo', 'orcamento'],
      ['tipoUpload', 'upload-orcamento'],
      ['file', 'file:orcamento.xlsx'],
    ]);
  });

  it('sends the complete spreadsheet with the store in the address and the body', () => {
    const { path, body } = pedidoDeImportacao(
      'e1',
      'planilha',
      rascunho({ ficheiro: xlsx('p.xlsx'), lojaId: 'l/2' }),
    );
    expect(path).toBe('/api/upload/planilha/e1/l%2F2');
    expect(campos(body)).toEqual([
      ['tipoArquivo', 'planilha-completa'],
      ['tipoUpload', 'upload-planilha'],
      ['lojaId', 'l/2'],
      ['file', 'file:p.xlsx'],
    ]);
  });

  it('sends the monthly products to /api/criar-produtos', () => {
    const { path, body } = pedidoDeImportacao(
      'e1',
      'produtos',
      rascunho({ ficheiro: xlsx('v.xlsx'), lojaId: 'l1' }),
    );
    expect(path).toBe('/api/criar-produtos/e1/l1');
    expect(campos(body)).toEqual([
      ['tipoArquivo', 'produtos'],
      ['tipoUpload', 'upload-produtos'],
      ['lojaId', 'l1'],
      ['file', 'file:v.xlsx'],
    ]);
  });

  it('keeps the bytes of the file', async () => {
    const { body } = pedidoDeImportacao('e1', 'efatura-extrato', rascunho({ efatura: csv('f.csv') }));
    const file = body.get('efatura');
    expect(file).toBeInstanceOf(Blob);
    expect(await (file as Blob).text()).toBe('a;b\n1;2\n');
  });
});

describe('pedidoDeModelo', () => {
  it('asks for the year of the budget and products templates, not of the spreadsheet', () => {
    expect(pedidoDeModelo('orcamento', 2027)).toEqual({
      path: '/get/modelos/orcamento?ano=2027',
      nome: 'modelo-orcamento-2027.xlsx',
    });
    expect(pedidoDeModelo('produtos', 2026).path).toBe('/get/modelos/produtos?ano=2026');
    expect(pedidoDeModelo('planilha-completa', 2026)).toEqual({
      path: '/get/modelos/planilha-completa',
      nome: 'modelo-planilha-completa.xlsx',
    });
  });
});

describe('several files at once', () => {
  it('queues e-faturas first, then statements, each alone in its own request', () => {
    const fila = filaDeImportacao([csv('a.csv'), csv('b.csv')], [csv('cgd.csv')]);
    expect(fila.map((f) => [f.campo, f.ficheiro.name])).toEqual([
      ['efatura', 'a.csv'],
      ['efatura', 'b.csv'],
      ['extrato', 'cgd.csv'],
    ]);
    const { body } = pedidoDeImportacao(
      'e1',
      'efatura-extrato',
      rascunhoDoFicheiro(fila[2] as FicheiroNaFila),
    );
    expect([...body.keys()]).toEqual(['tipoUpload', 'extrato']);
    expect((body.get('extrato') as File).name).toBe('cgd.csv');
  });
});
