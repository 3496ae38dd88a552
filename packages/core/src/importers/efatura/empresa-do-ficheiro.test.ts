import { describe, expect, it } from 'vitest';
import { type EvidenciasDoFicheiro, ficheiroAlheio, normalizarNif } from './empresa-do-ficheiro';

const base: EvidenciasDoFicheiro = {
  ficheiro: 'vendas-2026.csv',
  lado: 'venda',
  empresa: { nome: 'Padaria do Largo, Lda', nif: '509999990' },
  declarados: [],
  noutrasEmpresas: [],
  contrapartidas: [],
};

describe('ficheiroAlheio', () => {
  it('sem indícios, o ficheiro é da empresa', () => {
    expect(ficheiroAlheio(base)).toBeUndefined();
    expect(ficheiroAlheio({ ...base, declarados: ['509999990', 'PT 509 999 990', ''] })).toBeUndefined();
  });

  it('a coluna do próprio NIF noutro NIF: recusado com os dois NIF', () => {
    expect(
      ficheiroAlheio({ ...base, lado: 'compra', declarados: ['501234560', '509999990', '501234560'] }),
    ).toEqual({
      motivo: 'coluna',
      nifFicheiro: '501234560',
      documentos: 2,
      mensagem:
        'O ficheiro «vendas-2026.csv» não é desta empresa: o NIF adquirente das suas faturas é 501234560, ' +
        'e o da empresa «Padaria do Largo, Lda» é 509999990. Nada foi importado.',
    });
    expect(ficheiroAlheio({ ...base, declarados: ['501234560', '502222220'] })?.mensagem).toContain(
      'os NIF emitente das suas faturas são 501234560, 502222220',
    );
  });

  it('documentos já nas vendas de outra empresa de que a pessoa é membro: nomeia-a e diz como desfazer', () => {
    const r = ficheiroAlheio({
      ...base,
      noutrasEmpresas: [
        { nome: 'Café Central, Lda', nif: '501234560', documentos: 3 },
        { nome: null, nif: null, documentos: 1 },
      ],
    });
    expect(r).toEqual({
      motivo: 'outra-empresa',
      nifFicheiro: '501234560',
      documentos: 3,
      mensagem:
        'O ficheiro «vendas-2026.csv» não é desta empresa: 3 dos seus documentos já estão nas vendas da empresa ' +
        '«Café Central, Lda» (NIF 501234560), e esta empresa, «Padaria do Largo, Lda», tem o NIF 509999990. ' +
        'Nada foi importado. Se foram importados na «Café Central, Lda» por engano, anule lá essa importação.',
    });
  });

  it('a outra empresa não é nomeada a quem não é seu membro', () => {
    const r = ficheiroAlheio({
      ...base,
      lado: 'compra',
      noutrasEmpresas: [{ nome: null, nif: null, documentos: 1 }],
    });
    expect(r?.nifFicheiro).toBeNull();
    expect(r?.mensagem).toBe(
      'O ficheiro «vendas-2026.csv» não é desta empresa: 1 dos seus documentos já está nas compras de outra empresa, ' +
        'e esta empresa, «Padaria do Largo, Lda», tem o NIF 509999990. Nada foi importado.',
    );
  });

  it('vendas que a empresa tem como compras: são do fornecedor', () => {
    expect(ficheiroAlheio({ ...base, contrapartidas: [{ nif: '501234560', documentos: 2 }] })?.mensagem).toBe(
      'O ficheiro «vendas-2026.csv» não é desta empresa: é das faturas emitidas pelo NIF 501234560, e a empresa ' +
        '«Padaria do Largo, Lda» tem o NIF 509999990: 2 dos seus documentos estão nas compras desta empresa, ' +
        'como faturas desse fornecedor. Nada foi importado.',
    );
  });

  it('compras que a empresa tem como vendas: são do cliente', () => {
    expect(
      ficheiroAlheio({ ...base, lado: 'compra', contrapartidas: [{ nif: '501234560', documentos: 1 }] })
        ?.mensagem,
    ).toBe(
      'O ficheiro «vendas-2026.csv» não é desta empresa: é das faturas de aquisição do NIF 501234560, e a empresa ' +
        '«Padaria do Largo, Lda» tem o NIF 509999990: 1 dos seus documentos está nas vendas desta empresa a esse ' +
        'cliente. Nada foi importado.',
    );
  });

  it('a coluna vem antes dos outros indícios, e estes pela ordem dada', () => {
    const todos = {
      ...base,
      declarados: ['502222220'],
      noutrasEmpresas: [{ nome: 'Café Central, Lda', nif: '501234560', documentos: 1 }],
      contrapartidas: [{ nif: '503333330', documentos: 1 }],
    };
    expect(ficheiroAlheio(todos)?.motivo).toBe('coluna');
    expect(ficheiroAlheio({ ...todos, declarados: [] })?.motivo).toBe('outra-empresa');
    expect(ficheiroAlheio({ ...todos, declarados: [], noutrasEmpresas: [] })?.motivo).toBe('contrapartida');
  });
});

describe('normalizarNif', () => {
  it.each([
    ['PT509999990', '509999990'],
    ['509 999 990', '509999990'],
    ['B12345674', 'B12345674'],
  ])('%s', (nif, esperado) => expect(normalizarNif(nif)).toBe(esperado));
});
