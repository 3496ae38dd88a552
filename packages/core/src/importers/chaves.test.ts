import { describe, expect, it } from 'vitest';
import { chaveFatura, chaveMovimento, chavesMovimentos } from './chaves';
import { sgmlFechado } from './ofx/__fixtures__/ofx.fixture';
import { parseOfx } from './ofx/parse-ofx';
import type { MovimentoBancario } from './tipos';

const movimento: MovimentoBancario = {
  banco: 'Caixa Geral de Depósitos',
  conta: '0574003591800',
  dataMovimento: '2026-07-22',
  descricao: '  Compra   Café  Exemplo ',
  valorCents: -280,
  saldoCents: 289747,
  referencias: [],
  estorno: false,
  linha: 8,
};

describe('chaveFatura', () => {
  it('NIF do emitente + número, sem depender do ATCUD, espaços nem maiúsculas', () => {
    expect(chaveFatura({ nifEmitente: '501234560', numeroDocumento: 'FT  ce2025/12' })).toBe(
      '501234560|FT CE2025/12',
    );
    expect(chaveFatura({ nifEmitente: '501234560', numeroDocumento: 'FT CE2025/12 ' })).toBe(
      chaveFatura({ nifEmitente: '501234560', numeroDocumento: 'FT CE2025/12' }),
    );
  });

  it('emitentes diferentes com o mesmo número não colidem', () => {
    expect(chaveFatura({ nifEmitente: '501234560', numeroDocumento: 'FT 1/1' })).not.toBe(
      chaveFatura({ nifEmitente: '509876543', numeroDocumento: 'FT 1/1' }),
    );
  });
});

describe('chaveMovimento', () => {
  it('sem referência do banco: conta, data, montante, descrição normalizada e saldo', () => {
    expect(chaveMovimento(movimento)).toBe('0574003591800|2026-07-22|-280|COMPRA CAFE EXEMPLO|289747');
  });

  it('a mesma linha noutra exportação (outra linha física, acentos ou espaços) dá a mesma chave', () => {
    const reexportado: MovimentoBancario = { ...movimento, descricao: 'COMPRA CAFÉ EXEMPLO', linha: 40 };
    expect(chaveMovimento(reexportado)).toBe(chaveMovimento(movimento));
  });

  it('o saldo distingue linhas iguais no mesmo dia', () => {
    expect(chaveMovimento({ ...movimento, saldoCents: 290027 })).not.toBe(chaveMovimento(movimento));
  });

  it('com referência do banco (FITID, AcctSvcrRef) só ela conta, dentro da conta', () => {
    const comReferencia = { ...movimento, referenciaBanco: '4012345678920260707001' };
    expect(chaveMovimento(comReferencia)).toBe('0574003591800|ref|4012345678920260707001');
    expect(chaveMovimento({ ...comReferencia, descricao: 'outra', saldoCents: 1 })).toBe(
      chaveMovimento(comReferencia),
    );
  });
});

describe('chavesMovimentos', () => {
  it('linhas idênticas sem referência nem saldo ficam distintas no ficheiro, e iguais numa reexportação', () => {
    const { rows } = parseOfx(sgmlFechado);
    const chaves = chavesMovimentos(rows);
    expect(chaves).toEqual([
      '12345678|2026-07-07|1234|TRANSFERENCIA RECEBIDA|',
      '12345678|2026-07-08|-500|COMISSAO|',
      '12345678|2026-07-08|-500|COMISSAO|#2',
    ]);
    expect(chavesMovimentos(rows.slice(1))).toEqual(chaves.slice(1));
  });
});
