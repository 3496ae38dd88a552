import {
  bloqueado,
  type Contexto,
  entreDias,
  erroDeFatura,
  erroDeMovimento,
  type Fatura,
  faturasNaJanela,
  livreF,
  livreM,
  type Movimento,
  naJanela,
  nomeDe,
} from './contexto';
import { euros } from './frases';

/**
 * The error lines for what stays open after every pass. What is NOT an error: a bank line that
 * names no known counterparty and quotes no document (salaries, TPA VENDAS, taxes, fees, loan,
 * own-account transfers) — most of a statement has no invoice, and listing it would bury the
 * real problems. What is, besides the ties the passes report themselves:
 * (c) one open document and one open line that can only be for each other (the line quotes the
 *     document, or they are each other's only candidate of a named counterparty) whose amounts
 *     differ beyond the tolerance → 'Diferença de X,YY € entre a fatura e o movimento';
 * (d) an open line that names a known counterparty or quotes a document, with nothing to pair;
 * (a) an open document whose whole payment window lies inside the statements' period, so a
 *     payment should have been seen — except sales to final consumers (counter sales, taken in
 *     cash or through the card terminal's TPA VENDAS credits, never itemised in the bank).
 */
export function reportarPendentes(ctx: Contexto): void {
  reportarDiferencasPorReferencia(ctx);
  reportarDiferencasPorNome(ctx);
  reportarMovimentos(ctx);
  reportarFaturas(ctx);
}

const MOTIVO_DIFERENCA = (diferenca: number) =>
  `Diferença de ${euros(diferenca)} entre a fatura e o movimento`;

function abertaF(ctx: Contexto, f: Fatura): boolean {
  return livreF(ctx, f) && !ctx.reportadasF.has(f.i);
}

function abertoM(ctx: Contexto, m: Movimento): boolean {
  return livreM(ctx, m) && !ctx.reportadosM.has(m.i);
}

function reportarDiferencasPorReferencia(ctx: Contexto): void {
  for (const { f, m } of ctx.diferencasPorReferencia) {
    if (!abertaF(ctx, f) || !abertoM(ctx, m)) continue;
    ctx.erros.push(erroDeFatura(f, MOTIVO_DIFERENCA(m.src.valorCents - f.src.totalCents), m));
    ctx.reportadasF.add(f.i);
    ctx.reportadosM.add(m.i);
  }
}

function mesmoSentido(f: Fatura, m: Movimento): boolean {
  return Math.sign(f.src.totalCents) === Math.sign(m.src.valorCents);
}

/** Posting and value dates are a few days apart at most: this margin keeps them in the slice. */
const MARGEM_DIAS = 10;

function reportarDiferencasPorNome(ctx: Contexto): void {
  const { diasAntes, diasDepois } = ctx.opcoes;
  for (const m of ctx.movimentos) {
    if (!abertoM(ctx, m) || m.evidencias.size === 0) continue;
    const candidatas: Fatura[] = [];
    for (const nif of m.evidencias.keys()) {
      for (const lado of ['compra', 'venda'] as const) {
        const cp = ctx.contrapartes.get(`${lado}:${nif}`);
        if (!cp) continue;
        for (const f of faturasNaJanela(cp.faturas, m, diasAntes, diasDepois)) {
          if (abertaF(ctx, f) && !f.notaCredito && mesmoSentido(f, m) && !bloqueado(ctx, f, m))
            candidatas.push(f);
        }
      }
    }
    if (candidatas.length !== 1) continue;
    const f = candidatas[0] as Fatura;
    const linhas = entreDias(
      ctx.movimentosPorNif.get(f.nif as string) ?? [],
      (x) => x.dia,
      f.dia - diasAntes - MARGEM_DIAS,
      f.dia + diasDepois + MARGEM_DIAS,
    ).filter(
      (x) =>
        abertoM(ctx, x) &&
        naJanela(f, x, diasAntes, diasDepois) &&
        mesmoSentido(f, x) &&
        !bloqueado(ctx, f, x),
    );
    if (linhas.length !== 1) continue;
    ctx.erros.push(erroDeFatura(f, MOTIVO_DIFERENCA(m.src.valorCents - f.src.totalCents), m));
    ctx.reportadasF.add(f.i);
    ctx.reportadosM.add(m.i);
  }
}

function reportarMovimentos(ctx: Contexto): void {
  for (const m of ctx.movimentos) {
    if (!abertoM(ctx, m)) continue;
    let motivo: string | undefined;
    if (m.referenciasAnuladas.length > 0) {
      motivo = `O movimento refere ${m.referenciasAnuladas.map((f) => f.src.numeroDocumento).join(', ')}, anulado pelo emitente`;
    } else if (m.referencias.length > 0) {
      motivo = `O movimento refere ${m.referencias.map((f) => f.src.numeroDocumento).join(', ')}, mas o valor não corresponde a documentos em aberto`;
    } else if (m.evidencias.size > 0) {
      const nif = m.evidencias.keys().next().value as string;
      motivo = `Movimento de ${ctx.nomes.get(nif) ?? `NIF ${nif}`} sem fatura correspondente`;
    }
    if (!motivo) continue;
    ctx.erros.push(erroDeMovimento(m, motivo));
    ctx.reportadosM.add(m.i);
  }
}

function reportarFaturas(ctx: Contexto): void {
  const { diaReferencia, diasDepois, diasReembolsoNotaCredito } = ctx.opcoes;
  const primeiro = ctx.movimentos[0];
  if (diaReferencia === undefined || !primeiro) return;
  const inicio = ctx.movimentos.reduce((min, m) => Math.min(min, m.diaMin), primeiro.diaMin);
  for (const f of ctx.faturas) {
    if (!abertaF(ctx, f)) continue;
    if (f.src.lado === 'venda' && !f.nif) continue;
    const janela = f.notaCredito ? diasReembolsoNotaCredito : diasDepois;
    // Issued before the statements start: it may have been paid before them.
    if (f.dia < inicio || f.dia + janela >= diaReferencia) continue;
    ctx.erros.push(
      erroDeFatura(
        f,
        f.notaCredito
          ? `Nota de crédito de ${nomeDe(ctx, f)} sem reembolso nem compensação no extrato`
          : 'Fatura sem movimento bancário correspondente',
      ),
    );
    ctx.reportadasF.add(f.i);
  }
}
