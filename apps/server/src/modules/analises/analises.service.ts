import type {
  DemonstracaoResultadosInput,
  PrevisaoIvaInput,
  QuantidadeLoja,
  RegimeIva,
  SomaVendas,
  TicketMedioInput,
} from '@contas/core/reports';
import type pg from 'pg';
import { TODAS_AS_LOJAS } from '../../http/access';
import { LeiturasDoPedido } from '../relatorios/leituras-do-pedido';
import {
  type Ambito,
  type Anos,
  type RelatoriosService,
  relatoriosService,
} from '../relatorios/relatorios.service';
import { AnalisesRepository, type Lidas, type RegimeIvaManual } from './analises.repository';

const daLoja = (lojaId: string) => (lojaId === TODAS_AS_LOJAS ? undefined : lojaId);

/** Folding pays off once the stored rows are well beyond one per group. */
const precisaCompactar = (l: Lidas<unknown>) => l.linhasLidas > 2 * l.gruposLidos + 256;

/**
 * What the VAT map, the average ticket and the break-even are built from (the builders are pure: the
 * routes keep the last answers by their input). The break-even reads the income statement through the
 * statement's own service, the same input.
 */
export class AnalisesService {
  constructor(
    private readonly relatorios: RelatoriosService,
    private readonly repo: AnalisesRepository,
  ) {}

  async entradaTicketMedio(
    empresaId: string,
    lojaId: string,
    { ano1, ano2 }: Anos,
  ): Promise<{ loja: Ambito; entrada: TicketMedioInput }> {
    const [loja, vendas] = await Promise.all([
      this.relatorios.ambito(empresaId, lojaId),
      this.repo.somasVendas(empresaId, daLoja(lojaId), [ano1, ano2]),
    ]);
    if (precisaCompactar(vendas)) await this.repo.compactar(empresaId);
    return { loja, entrada: { ano1, ano2, somas: vendas.linhas } };
  }

  async entradaPontoEquilibrio(
    empresaId: string,
    lojaId: string,
    anos: Anos,
  ): Promise<{
    loja: Ambito;
    demonstracao: DemonstracaoResultadosInput;
    vendas: SomaVendas[];
    produtos: QuantidadeLoja[];
  }> {
    const [{ loja, entrada }, vendas, produtos] = await Promise.all([
      this.relatorios.entradaDemonstracaoResultados(empresaId, lojaId, anos),
      this.repo.somasVendas(empresaId, daLoja(lojaId), [anos.ano1, anos.ano2]),
      this.repo.quantidadesProdutos(empresaId, daLoja(lojaId), [anos.ano1, anos.ano2]),
    ]);
    if (precisaCompactar(vendas)) await this.repo.compactar(empresaId);
    return { loja, demonstracao: entrada, vendas: vendas.linhas, produtos };
  }

  async entradaPrevisaoIva(
    empresaId: string,
    lojaId: string,
    { ano1, ano2 }: Anos,
    hoje: string,
    leituras = new LeiturasDoPedido(),
  ): Promise<{ loja: Ambito; entrada: PrevisaoIvaInput; manuais: RegimeIvaManual[] }> {
    const loja = daLoja(lojaId);
    const [de, ate] = [Math.min(ano1, ano2), Math.max(ano1, ano2)];
    const [ambito, somas, anteriores, orcamento, volumeNegocios, manuais] = await Promise.all([
      this.relatorios.ambito(empresaId, lojaId, leituras),
      this.repo.somasIva(empresaId, loja, de, ate),
      this.repo.ivaAnterior(empresaId, loja, de),
      // Only the months not closed take the budget: none of a past year is read.
      this.repo.orcamentoIva(
        empresaId,
        loja,
        { ano: Number(hoje.slice(0, 4)), mes: Number(hoje.slice(5, 7)) },
        ate,
      ),
      leituras.ler('volumeNegocios', () => this.repo.volumeNegocios(empresaId)),
      leituras.ler('regimesIva', () => this.repo.regimesIva(empresaId)),
    ]);
    if (precisaCompactar(somas)) await this.repo.compactar(empresaId);
    return {
      loja: ambito,
      manuais,
      entrada: {
        ano1,
        ano2,
        hoje,
        somas: somas.linhas,
        anteriores,
        orcamento,
        regime: {
          manuais: Object.fromEntries(manuais.map((m) => [m.ano, m.regime])),
          volumeNegocios,
        },
      },
    };
  }

  async setRegimeIva(alvo: {
    empresaId: string;
    ano: number;
    regime: RegimeIva | null;
    userId: string;
  }): Promise<RegimeIvaManual[]> {
    await this.repo.setRegimeIva(alvo);
    return this.repo.regimesIva(alvo.empresaId);
  }

  empresaNome(empresaId: string): Promise<string> {
    return this.relatorios.empresaNome(empresaId);
  }
}

/** The service on a pool with its repositories: what the routes, and the benchmarks, run. */
export function analisesService(pool: pg.Pool): AnalisesService {
  return new AnalisesService(relatoriosService(pool), new AnalisesRepository(pool));
}
