import type { CapitalProprioResumo, PessoalResumo, ResumoInput } from '@contas/core/reports';
import type pg from 'pg';
import { TODAS_AS_LOJAS } from '../../http/access';
import { AnalisesRepository } from '../analises/analises.repository';
import { AnalisesService } from '../analises/analises.service';
import { OrcamentoRelatoriosRepository } from '../orcamento-relatorios/orcamento-relatorios.repository';
import {
  chaveDrOrcamento,
  chaveFluxoCaixaOrcamento,
  OrcamentoRelatoriosService,
} from '../orcamento-relatorios/orcamento-relatorios.service';
import { LeiturasDoPedido } from '../relatorios/leituras-do-pedido';
import { type Ambito, relatoriosService } from '../relatorios/relatorios.service';
import { type CapitalProprioGuardado, type PessoalDaLoja, ResumoRepository } from './resumo.repository';

/**
 * What the summary is built from: exactly what 'DR Orçamento' and 'Fluxo de Caixa Orçamento' read (whose
 * real side is what the income statement and the cash flow read), what the break-even counts its units
 * from and what the VAT map of the year reads, the stores' headcount of the year and the company's equity.
 */
export class ResumoService {
  constructor(
    private readonly orcamento: OrcamentoRelatoriosService,
    private readonly analises: { service: AnalisesService; repo: AnalisesRepository },
    private readonly repo: ResumoRepository,
  ) {}

  async entrada(
    empresaId: string,
    lojaId: string,
    ano: number,
    hoje: string,
    leituras = new LeiturasDoPedido(),
  ): Promise<{ loja: Ambito; entrada: ResumoInput; capital: CapitalProprioGuardado | null }> {
    const todas = lojaId === TODAS_AS_LOJAS;
    const loja = todas ? undefined : lojaId;
    // The reports' inputs share what they all read of the company (its stores, VAT regimes, turnover).
    const [dr, fluxo, vendas, produtos, iva, pessoal, capital] = await Promise.all([
      this.orcamento.entradaDrOrcamento(empresaId, lojaId, ano, hoje, leituras),
      this.orcamento.entradaFluxoCaixaOrcamento(empresaId, lojaId, ano, hoje, leituras),
      this.analises.repo.somasVendas(empresaId, loja, [ano]),
      this.analises.repo.quantidadesProdutos(empresaId, loja, [ano]),
      this.analises.service.entradaPrevisaoIva(empresaId, lojaId, { ano1: ano, ano2: ano }, hoje, leituras),
      this.repo.pessoal(empresaId, loja, ano),
      this.repo.capitalProprio(empresaId, ano),
    ]);
    const capitalProprio: CapitalProprioResumo = !todas
      ? { motivo: 'capital-da-empresa' }
      : capital
        ? { cents: capital.cents }
        : { motivo: 'sem-capital-proprio' };
    return {
      loja: dr.loja,
      entrada: {
        ano,
        dr: dr.entrada,
        fluxo: fluxo.entrada,
        pontoEquilibrio: { vendas: vendas.linhas, produtos },
        iva: iva.entrada,
        pessoal: pessoalDoAno(pessoal),
        capitalProprio,
      },
      capital: capital ?? null,
    };
  }

  async setCapitalProprio(alvo: {
    empresaId: string;
    ano: number;
    cents: number | null;
    userId: string;
  }): Promise<CapitalProprioGuardado | null> {
    await this.repo.setCapitalProprio(alvo);
    return (await this.repo.capitalProprio(alvo.empresaId, alvo.ano)) ?? null;
  }
}

/** What the summary's memo key needs of its input besides the company's data version (see chaveDrOrcamento). */
export const chaveResumo = (entrada: ResumoInput, versao: number | null) => ({
  ...entrada,
  dr: chaveDrOrcamento(entrada.dr, versao),
  fluxo: chaveFluxoCaixaOrcamento(entrada.fluxo, versao),
});

/** The service on a pool with its repositories (one statement service and one analyses repository for all). */
export function resumoService(pool: pg.Pool): ResumoService {
  const relatorios = relatoriosService(pool);
  const analises = new AnalisesRepository(pool);
  return new ResumoService(
    new OrcamentoRelatoriosService(relatorios, new OrcamentoRelatoriosRepository(pool), analises),
    { service: new AnalisesService(relatorios, analises), repo: analises },
    new ResumoRepository(pool),
  );
}

/** People at work per month, summed over the stores; or the stores that have no headcount for the year. */
function pessoalDoAno(lojas: readonly PessoalDaLoja[]): PessoalResumo {
  const semPessoal = lojas.filter((l) => l.meses === null).map((l) => l.nome);
  if (semPessoal.length > 0 || lojas.length === 0) return { lojasSemPessoal: semPessoal };
  return {
    meses: Array.from({ length: 12 }, (_, i) => lojas.reduce((soma, l) => soma + (l.meses?.[i] ?? 0), 0)),
  };
}
