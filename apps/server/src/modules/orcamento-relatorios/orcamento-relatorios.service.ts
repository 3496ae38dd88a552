import {
  type ContagemPrazo,
  type DrOrcamentoInput,
  type FluxoCaixaOrcamentoInput,
  prazosDePagamento,
  regimesIva,
} from '@contas/core/reports';
import type pg from 'pg';
import { TODAS_AS_LOJAS } from '../../http/access';
import { AnalisesRepository } from '../analises/analises.repository';
import { LeiturasDoPedido } from '../relatorios/leituras-do-pedido';
import { type Ambito, type RelatoriosService, relatoriosService } from '../relatorios/relatorios.service';
import { OrcamentoRelatoriosRepository, type PrazoManualGuardado } from './orcamento-relatorios.repository';

/** The years of documents a budget learns its payment delays from: its own and the two before. */
const ANOS_DE_HISTORICO = 2;

/**
 * What the budget reports are built from. The real side is exactly what the income statement and the
 * cash flow read (their service, for the one year); the budget side is the budget lines of the store
 * (or of every store), and the payment delays for the cash.
 */
export class OrcamentoRelatoriosService {
  constructor(
    private readonly relatorios: RelatoriosService,
    private readonly repo: OrcamentoRelatoriosRepository,
    private readonly analises: AnalisesRepository,
  ) {}

  async entradaDrOrcamento(
    empresaId: string,
    lojaId: string,
    ano: number,
    hoje: string,
    leituras = new LeiturasDoPedido(),
  ): Promise<{ loja: Ambito; entrada: DrOrcamentoInput }> {
    const [{ loja, entrada: real }, orcamento] = await Promise.all([
      this.relatorios.entradaDemonstracaoResultados(empresaId, lojaId, { ano1: ano, ano2: ano }, leituras),
      leituras.daVersao(`orcamento-resultados:${lojaId}:${ano}`, () =>
        this.repo.somasResultados(empresaId, daLoja(lojaId), ano),
      ),
    ]);
    return { loja, entrada: { ano, hoje, real, orcamento } };
  }

  async entradaFluxoCaixaOrcamento(
    empresaId: string,
    lojaId: string,
    ano: number,
    hoje: string,
    leituras = new LeiturasDoPedido(),
  ): Promise<{ loja: Ambito; entrada: FluxoCaixaOrcamentoInput; manuais: PrazoManualGuardado[] }> {
    const [{ loja, entrada: real }, linhas, historico, manuais, regimesManuais, volumeNegocios] =
      await Promise.all([
        this.relatorios.entradaFluxoCaixa(empresaId, lojaId, { ano1: ano, ano2: ano }, leituras),
        leituras.daVersao(`orcamento-caixa:${lojaId}:${ano}`, () =>
          this.repo.linhasCaixa(empresaId, daLoja(lojaId), ano),
        ),
        leituras.daVersao(`prazos:${ano}`, () => this.historicoPrazos(empresaId, ano)),
        this.repo.prazosManuais(empresaId),
        leituras.ler('regimesIva', () => this.analises.regimesIva(empresaId)),
        leituras.ler('volumeNegocios', () => this.analises.volumeNegocios(empresaId)),
      ]);
    const prazos = prazosDePagamento({ grupos: linhas, historico, manuais });
    // The VAT regime of the year and the one before, as the VAT map has it (the budget's VAT is paid on it).
    const doAno = regimesIva(
      [ano - 1, ano],
      Object.fromEntries(regimesManuais.map((r) => [r.ano, r.regime])),
      volumeNegocios,
    );
    const regimes = {
      [ano - 1]: doAno[ano - 1]?.regime ?? 'trimestral',
      [ano]: doAno[ano]?.regime ?? 'trimestral',
    };
    return { loja, entrada: { ano, hoje, real, linhas, prazos, regimes }, manuais };
  }

  /**
   * The payment delays' histogram of the years a budget learns from, folded when its stored rows are well
   * beyond one per stored group (appends of ledger writes): the read then writes once, not at every request.
   */
  private async historicoPrazos(empresaId: string, ano: number): Promise<ContagemPrazo[]> {
    const historico = await this.repo.historicoPrazos(empresaId, ano - ANOS_DE_HISTORICO, ano);
    if (historico.linhasLidas > 2 * historico.gruposLidos + 256) await this.repo.compactarPrazos(empresaId);
    return historico.contagens;
  }

  empresaNome(empresaId: string): Promise<string> {
    return this.relatorios.empresaNome(empresaId);
  }

  async setPrazo(alvo: {
    empresaId: string;
    categoriaA: string;
    subcategoriaA: string;
    dias: number | null;
    userId: string;
  }): Promise<PrazoManualGuardado[]> {
    await this.repo.setPrazoManual(alvo);
    return this.repo.prazosManuais(alvo.empresaId);
  }
}

/**
 * What an answer's memo key needs of the input besides the company's data version: the budget lines are
 * the version's, given the store and the year. The delays stay in it (a few per group: an admin's changes
 * them without a new version).
 */
export const chaveDrOrcamento = (entrada: DrOrcamentoInput, versao: number | null) => {
  if (versao === null) return entrada;
  const { orcamento: _, ...resto } = entrada;
  return resto;
};
export const chaveFluxoCaixaOrcamento = (entrada: FluxoCaixaOrcamentoInput, versao: number | null) => {
  if (versao === null) return entrada;
  const { linhas: _, ...resto } = entrada;
  return resto;
};

const daLoja = (lojaId: string) => (lojaId === TODAS_AS_LOJAS ? undefined : lojaId);

/** The service on a pool with its repositories: what the routes, and the benchmarks, run. */
export function orcamentoRelatoriosService(pool: pg.Pool): OrcamentoRelatoriosService {
  return new OrcamentoRelatoriosService(
    relatoriosService(pool),
    new OrcamentoRelatoriosRepository(pool),
    new AnalisesRepository(pool),
  );
}
