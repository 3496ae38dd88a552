import { describe, expect, it } from 'vitest';
import { camtV2, camtV8 } from './camt053/__fixtures__/camt053.fixture';
import { parseExtrato } from './detect';
import { sgmlAberto } from './ofx/__fixtures__/ofx.fixture';

describe('what a statement says about its account, completed', () => {
  it('an OFX states only its closing balance: the opening is the closing less its lines', async () => {
    const { extratos } = await parseExtrato(sgmlAberto, 'ca.ofx');
    // 5 512,54 € at the close; lines −48,70 € and +1 500,00 € → 4 061,24 € at the opening.
    expect(extratos).toEqual([
      expect.objectContaining({
        conta: '40123456789',
        iban: 'PT50004597974012345678911',
        saldoInicialCents: 406_124,
        saldoFinalCents: 551_254,
        dataInicio: '2026-07-01',
        dataFim: '2026-07-31',
      }),
    ]);
  });

  it('a camt.053 names the account by its IBAN (or by another id, and then has none)', async () => {
    expect((await parseExtrato(camtV2, 'bcp.xml')).extratos).toEqual([
      expect.objectContaining({ conta: 'PT50003300004567890123457', iban: 'PT50003300004567890123457' }),
    ]);
    const [outro] = (await parseExtrato(camtV8, 'bpi.xml')).extratos;
    expect(outro).toMatchObject({
      conta: '0010-1234567-001',
      saldoInicialCents: -15_000,
      saldoFinalCents: 85_000,
    });
    expect(outro?.iban).toBeUndefined();
  });
});
