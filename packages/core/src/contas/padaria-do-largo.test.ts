import { describe, expect, it } from 'vitest';
import { escreverExtratoMillennium } from '../gerador/formatos';
import { parseExtrato } from '../importers/detect';
import type { ResultadoExtrato } from '../importers/tipos';
import { emparelharTransferencias } from '../matching/transferencias';
import {
  bpi,
  CAIXA_FINAL_2025,
  CAIXA_INICIAL_2025,
  CONTAS,
  cgd,
  creditoAgricola,
  millennium,
  NOME_EMPRESA,
  santander,
  TRANSFERENCIA_CENTS,
} from '../reports/__fixtures__/padaria-do-largo.contas.fixture';
import { analisarConta, saldoNoFimDoDia } from './saldos';

async function lidos(): Promise<Map<string, ResultadoExtrato>> {
  const ficheiros: Record<string, Uint8Array> = {
    'cgd.csv': cgd,
    'millennium.xlsx': await escreverExtratoMillennium(millennium),
    'santander.csv': santander,
    'bpi.xml': bpi,
    'ca.ofx': creditoAgricola,
  };
  const resultado = new Map<string, ResultadoExtrato>();
  for (const [nome, bytes] of Object.entries(ficheiros)) resultado.set(nome, await parseExtrato(bytes, nome));
  return resultado;
}

describe('Padaria do Largo at five banks, 2025 (hand-computed)', () => {
  it('reads each statement with its account, IBAN, opening and closing balance — the OFX one derived', async () => {
    const extratos = await lidos();
    for (const conta of CONTAS) {
      const lido = extratos.get(conta.ficheiro) as ResultadoExtrato;
      expect(lido.issues, conta.ficheiro).toEqual([]);
      expect(lido.extratos, conta.ficheiro).toEqual([
        expect.objectContaining({
          banco: conta.banco,
          conta: conta.conta,
          saldoInicialCents: conta.aberturaCents,
          saldoFinalCents: conta.fechoCents,
          dataFim: conta.dataFecho,
          ...(conta.iban && { iban: conta.iban }),
        }),
      ]);
    }
  });

  it('every account chains without a break; the openings and closings add up to the company’s', async () => {
    const extratos = await lidos();
    let abertura = 0;
    let fecho = 0;
    for (const conta of CONTAS) {
      const lido = extratos.get(conta.ficheiro) as ResultadoExtrato;
      const resumos = lido.extratos;
      const linhas = lido.rows.map((r) => ({ data: r.dataMovimento, cents: r.valorCents }));
      const analise = analisarConta(resumos, linhas);
      expect(analise.falhas, conta.ficheiro).toEqual([]);
      expect(analise.ultimoSaldo, conta.ficheiro).toEqual({ cents: conta.fechoCents, data: conta.dataFecho });
      abertura += saldoNoFimDoDia(resumos, linhas, '2024-12-31') as number;
      fecho += saldoNoFimDoDia(resumos, linhas, '2025-12-31') as number;
    }
    expect(abertura).toBe(CAIXA_INICIAL_2025);
    expect(fecho).toBe(CAIXA_FINAL_2025);
  });

  it('pairs the transfer from CGD to Millennium, and nothing else', async () => {
    const extratos = await lidos();
    const linhas = CONTAS.flatMap((conta) =>
      (extratos.get(conta.ficheiro) as ResultadoExtrato).rows.map((r, i) => ({
        id: `${conta.ficheiro}#${i}`,
        contaId: conta.conta,
        data: r.dataMovimento,
        valorCents: r.valorCents,
        descricao: r.descricao,
      })),
    );
    const pares = emparelharTransferencias(linhas, { nome: NOME_EMPRESA, contas: [] });
    expect(pares).toHaveLength(1);
    const [saida, entrada] = (pares[0] as [string, string]).map((id) => linhas.find((l) => l.id === id));
    expect([saida?.contaId, saida?.valorCents, entrada?.contaId, entrada?.valorCents]).toEqual([
      '0574012345678',
      -TRANSFERENCIA_CENTS,
      '0000045615660381',
      TRANSFERENCIA_CENTS,
    ]);
  });
});
