import { type Cents, centsToEuros, ircRate, type RegimeIrc } from '@contas/core';
import type { DemonstracaoResultadosInput, FluxoCaixaInput } from '@contas/core/reports';
import type pg from 'pg';
import { TODAS_AS_LOJAS } from '../../http/access';
import { ContasService } from '../contas/contas.service';
import { DepreciacoesRepository } from '../depreciacoes/depreciacoes.repository';
import { chaveLojaAno, type OrigemCaixaInicial, resolverCaixaInicial } from './caixa-inicial';
import { LeiturasDoPedido } from './leituras-do-pedido';
import { type Loja, RelatoriosRepository, type Somas } from './relatorios.repository';

export type Anos = { ano1: number; ano2: number };

/** A store of the company, or the company consolidated. */
export type Ambito = { _id: string; nome: string };
const TODAS: Ambito = { _id: TODAS_AS_LOJAS, nome: 'Todas as lojas' };

export type CaixaInicialResposta = {
  ano: number;
  /** Sum of the stores below (the company's opening cash when every store is listed). */
  valor: number;
  /** The company's bank balance on 1 January from the imported statements, when there are any. */
  saldoExtratos: number | null;
  lojas: Array<{
    _id: string;
    nome: string;
    valor: number;
    origem: OrigemCaixaInicial;
    manual: {
      valor: number;
      atualizadoEm: string;
      atualizadoPor: { _id: string; nome: string } | null;
    } | null;
  }>;
};

function ambito(lojas: readonly Loja[], lojaId: string): Ambito {
  if (lojaId === TODAS_AS_LOJAS) return TODAS;
  return { _id: lojaId, nome: lojas.find((l) => l.id === lojaId)?.nome ?? '' };
}

/** Folding pays off once the stored rows are well beyond one per group. */
const precisaCompactar = (s: Somas<unknown>) => s.linhasLidas > 2 * s.gruposLidos + 256;

export class RelatoriosService {
  constructor(
    private readonly repo: RelatoriosRepository,
    private readonly depreciacoes: DepreciacoesRepository,
    private readonly contas: ContasService,
  ) {}

  /** What the income statement is built from (the builder is pure: see MemoriaDeRelatorios). */
  async entradaDemonstracaoResultados(
    empresaId: string,
    lojaId: string,
    { ano1, ano2 }: Anos,
    leituras = new LeiturasDoPedido(),
  ): Promise<{ loja: Ambito; entrada: DemonstracaoResultadosInput }> {
    const loja = lojaId === TODAS_AS_LOJAS ? undefined : lojaId;
    const [lojas, somas, depreciacoes, taxas, regimeIrc] = await Promise.all([
      this.lojas(empresaId, leituras),
      this.repo.somasResultados(empresaId, loja, [ano1, ano2]),
      this.depreciacoes.listAnuais(empresaId, loja, [ano1, ano2]),
      this.repo.taxasIrc(empresaId),
      this.repo.regimeIrc(empresaId),
    ]);
    const entrada: DemonstracaoResultadosInput = {
      ano1,
      ano2,
      somas: somas.somas,
      depreciacoes,
      taxasIrc: Object.fromEntries(taxas),
      regimeIrc,
    };
    if (precisaCompactar(somas)) await this.repo.compactarSomas(empresaId);
    return { loja: ambito(lojas, lojaId), entrada };
  }

  /** What the cash flow is built from. */
  async entradaFluxoCaixa(
    empresaId: string,
    lojaId: string,
    { ano1, ano2 }: Anos,
    leituras = new LeiturasDoPedido(),
  ): Promise<{ loja: Ambito; entrada: FluxoCaixaInput }> {
    const loja = lojaId === TODAS_AS_LOJAS ? undefined : lojaId;
    const [somas, aberturas] = await Promise.all([
      this.repo.somasCaixa(empresaId, loja, [ano1, ano2]),
      this.aberturas(empresaId, [ano1, ano2], leituras),
    ]);
    const caixaInicial: Record<number, Cents> = {};
    // The company's closing cash is checked against the banks on 31 December; a store's is not (its
    // accounts' lines may be classified to other stores).
    const saldosBancarios: Record<number, Cents> = {};
    for (const ano of [ano1, ano2]) {
      caixaInicial[ano] = aberturas.lojas
        .filter((l) => loja === undefined || l.id === loja)
        .reduce((soma, l) => soma + (aberturas.valores.get(chaveLojaAno(l.id, ano))?.cents ?? 0), 0);
      const bancos = aberturas.bancos.get(ano)?.fecho.total;
      if (loja === undefined && bancos !== undefined) saldosBancarios[ano] = bancos;
    }
    if (precisaCompactar(somas)) await this.repo.compactarSomas(empresaId);
    return {
      loja: ambito(aberturas.lojas, lojaId),
      entrada: { ano1, ano2, somas: somas.somas, caixaInicial, saldosBancarios },
    };
  }

  async caixaInicial(empresaId: string, lojaId: string, ano: number): Promise<CaixaInicialResposta> {
    const aberturas = await this.aberturas(empresaId, [ano]);
    let total = 0;
    const lojas = aberturas.lojas
      .filter((l) => lojaId === TODAS_AS_LOJAS || l.id === lojaId)
      .map((l) => {
        const { cents, origem } = aberturas.valores.get(chaveLojaAno(l.id, ano)) ?? {
          cents: 0,
          origem: 'ano-anterior' as const,
        };
        total += cents;
        const manual = aberturas.manual.find((m) => m.lojaId === l.id && m.ano === ano);
        return {
          _id: l.id,
          nome: l.nome,
          valor: centsToEuros(cents),
          origem,
          manual: manual
            ? {
                valor: centsToEuros(manual.cents),
                atualizadoEm: manual.atualizadoEm.toISOString(),
                atualizadoPor: manual.atualizadoPor,
              }
            : null,
        };
      });
    const saldo = aberturas.extratos.get(ano)?.total;
    return {
      ano,
      valor: centsToEuros(total),
      saldoExtratos: saldo === undefined ? null : centsToEuros(saldo),
      lojas,
    };
  }

  async setCaixaInicial(alvo: {
    empresaId: string;
    lojaId: string;
    ano: number;
    cents: Cents | null;
    userId: string;
  }): Promise<CaixaInicialResposta> {
    await this.repo.setCaixaInicial(alvo);
    return this.caixaInicial(alvo.empresaId, alvo.lojaId, alvo.ano);
  }

  /** The company's own general rates by year, and its SME status and derrama municipal. */
  async irc(empresaId: string): Promise<{
    taxas: Array<{ ano: number; taxa: number; taxaLegal: number }>;
    regime: RegimeIrc;
  }> {
    const [taxas, regime] = await Promise.all([
      this.repo.taxasIrc(empresaId),
      this.repo.regimeIrc(empresaId),
    ]);
    return { taxas: [...taxas].map(([ano, taxa]) => ({ ano, taxa, taxaLegal: ircRate(ano) })), regime };
  }

  async setTaxaIrc(alvo: { empresaId: string; ano: number; taxa: number | null; userId: string }) {
    await this.repo.setTaxaIrc(alvo);
    return this.irc(alvo.empresaId);
  }

  async setRegimeIrc(empresaId: string, regime: RegimeIrc) {
    await this.repo.setRegimeIrc(empresaId, regime);
    return this.irc(empresaId);
  }

  /** The store a report is of, or 'Todas as lojas'. */
  async ambito(empresaId: string, lojaId: string, leituras = new LeiturasDoPedido()): Promise<Ambito> {
    return ambito(await this.lojas(empresaId, leituras), lojaId);
  }

  async empresaNome(empresaId: string): Promise<string> {
    return this.repo.empresaNome(empresaId);
  }

  private lojas(empresaId: string, leituras: LeiturasDoPedido): Promise<Loja[]> {
    return leituras.ler('lojas', () => this.repo.lojas(empresaId));
  }

  /**
   * Every store's opening cash for the years asked (the first store's depends on the others'), and the
   * banks' balances at the start and the end of each year with statements.
   */
  private async aberturas(empresaId: string, anos: readonly number[], leituras = new LeiturasDoPedido()) {
    const ate = Math.max(...anos);
    const [lojas, manual, bancos, movimentos] = await Promise.all([
      this.lojas(empresaId, leituras),
      this.repo.caixaInicialManual(empresaId, ate),
      this.contas.saldosDosAnos(empresaId, ate),
      this.repo.movimentosAnuais(empresaId, ate),
    ]);
    const extratos = new Map([...bancos].map(([ano, saldos]) => [ano, saldos.abertura]));
    const valores = resolverCaixaInicial(
      {
        lojaIds: lojas.map((l) => l.id),
        manual: new Map(manual.map((m) => [chaveLojaAno(m.lojaId, m.ano), m.cents])),
        extratos,
        movimentos: new Map(movimentos.map((m) => [chaveLojaAno(m.lojaId, m.ano), m.cents])),
      },
      anos,
    );
    return { lojas, manual, extratos, bancos, valores };
  }
}

/** The service on a pool with its repositories: what the routes, and the benchmarks, run. */
export function relatoriosService(pool: pg.Pool): RelatoriosService {
  return new RelatoriosService(
    new RelatoriosRepository(pool),
    new DepreciacoesRepository(pool),
    new ContasService(pool),
  );
}
