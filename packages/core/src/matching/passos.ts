import type { Cents } from '../money/money';
import {
  adicionar,
  bloqueado,
  type Contexto,
  depoisDaEmissao,
  EVIDENCIA_NIF,
  EVIDENCIA_NOME,
  entreDias,
  erroDeFatura,
  erroDeMovimento,
  evidencia,
  type Fatura,
  faturasNaJanela,
  intervaloDeDias,
  livreF,
  livreM,
  type Movimento,
  maisProximos,
  naJanela,
  nomeDe,
  registar,
  reservarF,
  reservarM,
  somaTotais,
} from './contexto';
import {
  descreverFatura,
  descreverMovimento,
  dias,
  enumerar,
  euros,
  listaDocumentos,
  listaValores,
  ordinal,
  textoEvidencia,
} from './frases';
import { type Aresta, type Resolucao, resolverUmParaUm } from './resolver';
import { subconjuntosComSoma } from './subconjuntos';
import type { ConfiancaCorrespondencia, RegraCorrespondencia } from './types';

const LADOS = ['compra', 'venda'] as const;

/** Combination searches look at this many documents (or lines) of one counterparty at most. */
const MAX_CANDIDATOS_COMBINACAO = 24;

interface Proposta {
  readonly faturas: readonly Fatura[];
  readonly movimentos: readonly Movimento[];
  readonly regra: RegraCorrespondencia;
  readonly explicacao: string;
}

/**
 * Group proposals (a line for several documents, several lines for one document) are accepted
 * only when no other proposal wants any of their items: two lines claiming the same invoice is a
 * question for a person (or a later, stricter pass), not for the order of the input.
 */
function aceitarSemConflitos(
  ctx: Contexto,
  propostas: readonly Proposta[],
  confianca: ConfiancaCorrespondencia,
) {
  const usosF = new Map<number, number>();
  const usosM = new Map<number, number>();
  for (const p of propostas) {
    for (const f of p.faturas) usosF.set(f.i, (usosF.get(f.i) ?? 0) + 1);
    for (const m of p.movimentos) usosM.set(m.i, (usosM.get(m.i) ?? 0) + 1);
  }
  for (const p of propostas) {
    if (p.faturas.every((f) => usosF.get(f.i) === 1) && p.movimentos.every((m) => usosM.get(m.i) === 1)) {
      registar(ctx, p.faturas, p.movimentos, p.regra, confianca, p.explicacao);
    }
  }
}

function sinalIgual(a: Cents, b: Cents): boolean {
  return Math.sign(a) === Math.sign(b);
}

function temDocumentoNaoCredito(faturas: readonly Fatura[]): boolean {
  return faturas.some((f) => !f.notaCredito);
}

/**
 * Other open documents of the same counterparty that, added to the quoted ones, make the line's
 * amount exactly (typically a credit note netted from a quoted invoice). One way only.
 */
function completarReferencia(ctx: Contexto, m: Movimento, citadas: readonly Fatura[]): Fatura[] | undefined {
  const primeira = citadas[0] as Fatura;
  const vagas = ctx.opcoes.maxFaturasPorPagamento - citadas.length;
  if (!primeira.nif || vagas < 1) return undefined;
  if (!citadas.every((f) => f.nif === primeira.nif && f.src.lado === primeira.src.lado)) return undefined;
  const cp = ctx.contrapartes.get(`${primeira.src.lado}:${primeira.nif}`);
  if (!cp) return undefined;
  const candidatas = maisProximos(
    faturasNaJanela(cp.faturas, m, ctx.opcoes.diasAntes, ctx.opcoes.diasDepois).filter(
      (f) => livreF(ctx, f) && !citadas.includes(f) && !bloqueado(ctx, f, m),
    ),
    (f) => f.dia,
    m.dia,
    MAX_CANDIDATOS_COMBINACAO,
  );
  const resto = m.src.valorCents - somaTotais(citadas);
  const solucoes = subconjuntosComSoma(
    candidatas.map((f) => f.src.totalCents),
    resto,
    1,
    vagas,
    2,
  );
  if (solucoes.length !== 1) return undefined;
  const todas = [...citadas, ...(solucoes[0] as number[]).map((k) => candidatas[k] as Fatura)];
  return temDocumentoNaoCredito(todas) ? todas.sort((a, b) => a.i - b.i) : undefined;
}

/**
 * Pass 1 — references. The line quotes document numbers or ATCUDs (description or camt
 * references): the quoted documents are paired when they add up to the line (± tolerance);
 * else when other open documents of that counterparty complete the amount exactly in one way
 * only; lines each quoting the same single invoice for part of it are instalments when 2..max of
 * them add up to its total. A line quoting one document with a different amount is kept for the
 * difference report.
 */
export function passoReferencias(ctx: Contexto): void {
  const { diasAntes, diasDepoisReferencia, toleranciaCents } = ctx.opcoes;
  const propostas: Proposta[] = [];
  const parciais = new Map<Fatura, Movimento[]>();
  for (const m of ctx.movimentos) {
    if (!livreM(ctx, m) || m.referencias.length === 0) continue;
    const citadas = m.referencias.filter(
      (f) => livreF(ctx, f) && !bloqueado(ctx, f, m) && naJanela(f, m, diasAntes, diasDepoisReferencia),
    );
    if (citadas.length === 0) continue;
    const soma = somaTotais(citadas);
    const diferenca = m.src.valorCents - soma;
    const numeros = citadas.map((f) => f.src.numeroDocumento).join(', ');
    if (Math.abs(diferenca) <= toleranciaCents && sinalIgual(soma, m.src.valorCents)) {
      propostas.push({
        faturas: citadas,
        movimentos: [m],
        regra: 'referencia',
        explicacao:
          `O movimento refere ${numeros}; ` +
          (diferenca === 0
            ? `valor igual (${euros(soma)}).`
            : `diferença de ${euros(diferenca)}, dentro da tolerância de ${euros(toleranciaCents)}.`),
      });
      continue;
    }
    const completas = completarReferencia(ctx, m, citadas);
    if (completas) {
      const f0 = citadas[0] as Fatura;
      propostas.push({
        faturas: completas,
        movimentos: [m],
        regra: 'referencia-combinacao',
        explicacao: `O movimento refere ${numeros}; com outros documentos de ${nomeDe(ctx, f0)} na janela de pagamento o valor fecha exatamente: ${euros(m.src.valorCents)} = ${listaDocumentos(completas, m.src.valorCents)} (única combinação).`,
      });
      continue;
    }
    if (citadas.length !== 1) continue;
    const f = citadas[0] as Fatura;
    if (
      sinalIgual(f.src.totalCents, m.src.valorCents) &&
      Math.abs(m.src.valorCents) < Math.abs(f.src.totalCents)
    ) {
      adicionar(parciais, f, m);
    }
    ctx.diferencasPorReferencia.push({ f, m });
  }

  for (const [f, linhas] of parciais) {
    if (linhas.length < 2) continue;
    const solucoes = subconjuntosComSoma(
      linhas.map((m) => m.src.valorCents),
      f.src.totalCents,
      2,
      ctx.opcoes.maxPrestacoes,
      2,
    );
    if (solucoes.length !== 1) continue;
    const escolhidas = (solucoes[0] as number[]).map((k) => linhas[k] as Movimento);
    propostas.push({
      faturas: [f],
      movimentos: escolhidas,
      regra: 'referencia-prestacoes',
      explicacao: `${escolhidas.length} movimentos referem ${f.src.numeroDocumento} e somam o seu total (${euros(f.src.totalCents)}): ${listaValores(escolhidas)}.`,
    });
  }
  aceitarSemConflitos(ctx, propostas, 'referencia');
}

function reportarEmpates(ctx: Contexto, empates: Resolucao['empates'], comoValor: string): void {
  for (const { arestas, faturas, movimentos } of empates) {
    const porMovimento = new Map<Movimento, Fatura[]>();
    const porFatura = new Map<Fatura, Movimento[]>();
    for (const { f, m } of arestas) {
      adicionar(porMovimento, m, f);
      adicionar(porFatura, f, m);
    }
    for (const m of movimentos) {
      reservarM(ctx, m);
      ctx.reportadosM.add(m.i);
      const candidatas = porMovimento.get(m) ?? [];
      const f = candidatas[0] as Fatura;
      const motivo =
        candidatas.length > 1
          ? `Correspondência ambígua: ${candidatas.length} faturas possíveis com ${comoValor} (${enumerar(candidatas, (x) => descreverFatura(ctx, x))}); confirme manualmente`
          : `Correspondência ambígua: a fatura ${descreverFatura(ctx, f)} tem ${porFatura.get(f)?.length ?? 0} movimentos possíveis com ${comoValor}; confirme manualmente`;
      ctx.erros.push(erroDeMovimento(m, motivo));
    }
    for (const f of faturas) {
      reservarF(ctx, f);
      ctx.reportadasF.add(f.i);
      const candidatos = porFatura.get(f) ?? [];
      if (candidatos.length < 2) continue;
      ctx.erros.push(
        erroDeFatura(
          f,
          `Correspondência ambígua: ${candidatos.length} movimentos possíveis com ${comoValor} (${enumerar(candidatos, descreverMovimento)}); confirme manualmente`,
        ),
      );
    }
  }
}

function aplicar(
  ctx: Contexto,
  resolucao: Resolucao,
  regra: RegraCorrespondencia,
  confianca: ConfiancaCorrespondencia,
  explicar: (a: Aresta) => string,
  comoValor: string,
): void {
  for (const { aresta, ordem } of resolucao.pares) {
    const { f, m } = aresta;
    const explicacao = ordem
      ? `${ordem.n} faturas de ${nomeDe(ctx, f)} com o mesmo total (${euros(f.src.totalCents)}) e ${ordem.n} pagamentos iguais com o nome na descrição, todos depois de todas as faturas: emparelhados por ordem cronológica (${ordinal(ordem.k, true)} fatura ↔ ${ordinal(ordem.k, false)} pagamento, ${dias(f, m)}).`
      : explicar(aresta);
    registar(ctx, [f], [m], regra, confianca, explicacao);
  }
  reportarEmpates(ctx, resolucao.empates, comoValor);
}

/**
 * A line with more equally plausible documents than this is a tie whatever the rest says; the
 * bound also keeps a flood of identical amounts (a daily 10,00 € delivery) from going quadratic.
 */
const MAX_CANDIDATOS = 50;

interface Procura {
  /** Totals a candidate may have (the line's amount, ± tolerance). */
  readonly valores: readonly Cents[];
  readonly antes: number;
  readonly depois: number;
  readonly notasCredito: boolean;
  /** 0: any document; EVIDENCIA_NOME / EVIDENCIA_NIF: only counterparties named that strongly. */
  readonly evidenciaMinima: number;
}

/**
 * Open documents a line may pay: a total in `valores`, inside the window. A line that names
 * counterparties is only a candidate for theirs (naming one supplier and paying another's
 * invoice of the same amount is not a coincidence to bet on). Reads from whichever index is
 * shorter for this line — the amount lists or the named counterparties' lists — and answers
 * undefined past MAX_CANDIDATOS.
 */
function candidatosDaLinha(ctx: Contexto, m: Movimento, procura: Procura): Fatura[] | undefined {
  const { valores, antes, depois, notasCredito, evidenciaMinima } = procura;
  const nifs = new Set<string>();
  for (const [nif, ev] of m.evidencias) if (ev >= Math.max(evidenciaMinima, 1)) nifs.add(nif);
  if (evidenciaMinima > 0 && nifs.size === 0) return [];
  const restrito = m.evidencias.size > 0;

  const de = m.diaMin - depois;
  const ate = m.diaMax + antes;
  const intervalos = (listas: ReadonlyArray<readonly Fatura[] | undefined>) =>
    listas.flatMap((lista) =>
      lista ? [{ lista, janela: intervaloDeDias(lista, (f) => f.dia, de, ate) }] : [],
    );
  const tamanho = (xs: ReturnType<typeof intervalos>) =>
    xs.reduce((t, x) => t + x.janela[1] - x.janela[0], 0);
  const porValor = notasCredito ? ctx.notasPorValor : ctx.porValor;
  let fontes = intervalos(valores.map((v) => porValor.get(v)));
  if (restrito) {
    const porNif = intervalos(
      [...nifs].flatMap((nif) => LADOS.map((lado) => ctx.contrapartes.get(`${lado}:${nif}`)?.faturas)),
    );
    if (tamanho(porNif) < tamanho(fontes)) fontes = porNif;
  }

  const candidatos: Fatura[] = [];
  for (const { lista, janela } of fontes) {
    for (let k = janela[0]; k < janela[1]; k++) {
      const f = lista[k] as Fatura;
      if (
        f.notaCredito !== notasCredito ||
        !valores.includes(f.src.totalCents) ||
        (restrito && !nifs.has(f.nif ?? '')) ||
        !livreF(ctx, f) ||
        bloqueado(ctx, f, m)
      ) {
        continue;
      }
      candidatos.push(f);
      if (candidatos.length > MAX_CANDIDATOS) return undefined;
    }
  }
  return candidatos.sort((a, b) => a.i - b.i);
}

/** Builds the candidate pairs of a one-to-one pass; a line with too many candidates is a tie. */
function arestasDaProcura(
  ctx: Contexto,
  procura: (m: Movimento) => Procura,
  pontos: (f: Fatura, m: Movimento) => number,
  comoValor: string,
): Aresta[] {
  const arestas: Aresta[] = [];
  for (const m of ctx.movimentos) {
    if (!livreM(ctx, m)) continue;
    const candidatos = candidatosDaLinha(ctx, m, procura(m));
    if (!candidatos) {
      reservarM(ctx, m);
      ctx.reportadosM.add(m.i);
      ctx.erros.push(
        erroDeMovimento(
          m,
          `Correspondência ambígua: mais de ${MAX_CANDIDATOS} faturas possíveis com ${comoValor}; confirme manualmente`,
        ),
      );
      continue;
    }
    for (const f of candidatos) arestas.push({ f, m, pontos: pontos(f, m), evidencia: evidencia(f, m) });
  }
  return arestas;
}

/** Pass 1b — the counterparty's NIF in the description and exactly the document's amount. */
export function passoNifEValor(ctx: Contexto): void {
  const { diasAntes: antes, diasDepois: depois } = ctx.opcoes;
  const comoValor = 'o mesmo valor e o mesmo NIF';
  for (const notasCredito of [false, true]) {
    const arestas = arestasDaProcura(
      ctx,
      (m) => ({ valores: [m.src.valorCents], antes, depois, notasCredito, evidenciaMinima: EVIDENCIA_NIF }),
      (f, m) => (depoisDaEmissao(f, m) ? 1 : 0),
      comoValor,
    );
    aplicar(
      ctx,
      resolverUmParaUm(arestas, true),
      'nif-e-valor',
      'referencia',
      ({ f, m }) =>
        `NIF ${f.nif} (${nomeDe(ctx, f)}) na descrição e valor igual (${euros(f.src.totalCents)}); pagamento ${dias(f, m)}.`,
      comoValor,
    );
  }
}

/** Evidence first (NIF > name > none), then date order (paid after issue beats paid before). */
function pontosBase(f: Fatura, m: Movimento): number {
  return evidencia(f, m) * 2 + (depoisDaEmissao(f, m) ? 1 : 0);
}

/**
 * Pass 2 — exact amount inside the payment window, one-to-one. The name in the description and
 * the date order break ties; a line naming another counterparty is never a candidate.
 */
export function passoValorExato(ctx: Contexto): void {
  const { diasAntes: antes, diasDepois: depois } = ctx.opcoes;
  const arestas = arestasDaProcura(
    ctx,
    (m) => ({ valores: [m.src.valorCents], antes, depois, notasCredito: false, evidenciaMinima: 0 }),
    pontosBase,
    'o mesmo valor',
  );
  aplicar(
    ctx,
    resolverUmParaUm(arestas, true),
    'valor-exato',
    'valor-exato',
    ({ f, m }) =>
      `Valor igual (${euros(f.src.totalCents)}) e ${textoEvidencia(ctx, f, m)}; pagamento ${dias(f, m)}; nenhum outro candidato igualmente bom na janela de pagamento.`,
    'o mesmo valor',
  );
}

/** Pass 3 — amounts within ± tolerance, only with the counterparty named in the description. */
export function passoTolerancia(ctx: Contexto): void {
  const { diasAntes: antes, diasDepois: depois, toleranciaCents: tol } = ctx.opcoes;
  if (tol <= 0) return;
  const desvios = Array.from({ length: 2 * tol + 1 }, (_, k) => k - tol);
  const arestas = arestasDaProcura(
    ctx,
    (m) => ({
      valores: desvios.map((d) => m.src.valorCents - d),
      antes,
      depois,
      notasCredito: false,
      evidenciaMinima: EVIDENCIA_NOME,
    }),
    // Closer amounts first, within the same evidence and date order.
    (f, m) => pontosBase(f, m) * (tol + 1) + (tol - Math.abs(m.src.valorCents - f.src.totalCents)),
    'valor próximo',
  );
  aplicar(
    ctx,
    resolverUmParaUm(arestas, false),
    'tolerancia',
    'tolerancia',
    ({ f, m }) =>
      `Diferença de ${euros(m.src.valorCents - f.src.totalCents)} (tolerância ${euros(tol)}) entre a fatura (${euros(f.src.totalCents)}) e o movimento, com ${textoEvidencia(ctx, f, m)}; pagamento ${dias(f, m)}.`,
    'valor próximo',
  );
}

/**
 * Pass 4a — one line settles several documents of a counterparty it names (2..max documents, a
 * credit note counting negatively), summing exactly to the line. Several ways → a tie to review.
 */
function passoUmPagamentoVariasFaturas(ctx: Contexto): void {
  const { diasAntes, diasDepois, maxFaturasPorPagamento } = ctx.opcoes;
  const propostas: Proposta[] = [];
  for (const m of ctx.movimentos) {
    if (!livreM(ctx, m) || m.evidencias.size === 0) continue;
    const solucoes: Fatura[][] = [];
    for (const nif of m.evidencias.keys()) {
      for (const lado of LADOS) {
        const cp = ctx.contrapartes.get(`${lado}:${nif}`);
        if (!cp) continue;
        const candidatas = maisProximos(
          faturasNaJanela(cp.faturas, m, diasAntes, diasDepois).filter(
            (f) => livreF(ctx, f) && !bloqueado(ctx, f, m),
          ),
          (f) => f.dia,
          m.dia,
          MAX_CANDIDATOS_COMBINACAO,
        );
        for (const s of subconjuntosComSoma(
          candidatas.map((f) => f.src.totalCents),
          m.src.valorCents,
          2,
          maxFaturasPorPagamento,
          2,
        )) {
          const faturas = s.map((k) => candidatas[k] as Fatura);
          if (temDocumentoNaoCredito(faturas)) solucoes.push(faturas);
        }
      }
    }
    if (solucoes.length === 1) {
      const faturas = solucoes[0] as Fatura[];
      propostas.push({
        faturas,
        movimentos: [m],
        regra: 'combinacao-faturas',
        explicacao: `Um movimento de ${euros(m.src.valorCents)} com ${textoEvidencia(ctx, faturas[0] as Fatura, m)} = ${listaDocumentos(faturas, m.src.valorCents)}; única combinação de documentos na janela de pagamento.`,
      });
    } else if (solucoes.length > 1) {
      reservarM(ctx, m);
      ctx.reportadosM.add(m.i);
      ctx.erros.push(
        erroDeMovimento(
          m,
          `Correspondência ambígua: várias combinações de faturas somam o valor do movimento (por exemplo ${enumerar(solucoes, (s) => listaDocumentos(s, m.src.valorCents))}); confirme manualmente`,
        ),
      );
    }
  }
  aceitarSemConflitos(ctx, propostas, 'combinacao');
}

/**
 * Pass 4b — 2..max lines naming the counterparty, posted on or after the issue date and each
 * smaller than the invoice, add up exactly to its total: instalments.
 */
function passoPrestacoes(ctx: Contexto): void {
  const { diasPrestacoes, maxPrestacoes } = ctx.opcoes;
  const propostas: Proposta[] = [];
  for (const f of ctx.faturas) {
    if (!livreF(ctx, f) || f.notaCredito || !f.nif) continue;
    const linhas = ctx.movimentosPorNif.get(f.nif);
    if (!linhas) continue;
    const total = f.src.totalCents;
    const candidatas = maisProximos(
      entreDias(linhas, (m) => m.dia, f.dia, f.dia + diasPrestacoes).filter(
        (m) =>
          livreM(ctx, m) &&
          !bloqueado(ctx, f, m) &&
          sinalIgual(m.src.valorCents, total) &&
          Math.abs(m.src.valorCents) < Math.abs(total),
      ),
      (m) => m.dia,
      f.dia,
      MAX_CANDIDATOS_COMBINACAO,
    );
    const solucoes = subconjuntosComSoma(
      candidatas.map((m) => m.src.valorCents),
      total,
      2,
      maxPrestacoes,
      2,
    );
    if (solucoes.length === 1) {
      const movimentos = (solucoes[0] as number[]).map((k) => candidatas[k] as Movimento);
      propostas.push({
        faturas: [f],
        movimentos,
        regra: 'combinacao-prestacoes',
        explicacao: `${movimentos.length} movimentos com ${textoEvidencia(ctx, f, movimentos[0] as Movimento)} somam o total da fatura ${f.src.numeroDocumento} (${euros(total)}): ${listaValores(movimentos)}; única combinação.`,
      });
    } else if (solucoes.length > 1) {
      reservarF(ctx, f);
      ctx.reportadasF.add(f.i);
      ctx.erros.push(
        erroDeFatura(
          f,
          'Correspondência ambígua: várias combinações de movimentos somam o total da fatura; confirme manualmente',
        ),
      );
    }
  }
  aceitarSemConflitos(ctx, propostas, 'combinacao');
}

/** Pass 4 — combinations: first one payment for several documents, then instalments. */
export function passoCombinacoes(ctx: Contexto): void {
  passoUmPagamentoVariasFaturas(ctx);
  passoPrestacoes(ctx);
}

/**
 * Pass 5 — a credit note refunded: a line of exactly the credit note's amount (a purchase credit
 * note is positive: money coming in), within a longer window, since refunds are slower.
 */
export function passoNotasCredito(ctx: Contexto): void {
  const { diasAntes: antes, diasReembolsoNotaCredito: depois } = ctx.opcoes;
  const arestas = arestasDaProcura(
    ctx,
    (m) => ({ valores: [m.src.valorCents], antes, depois, notasCredito: true, evidenciaMinima: 0 }),
    pontosBase,
    'o mesmo valor',
  );
  aplicar(
    ctx,
    resolverUmParaUm(arestas, true),
    'nota-credito-reembolsada',
    'valor-exato',
    ({ f, m }) =>
      `Reembolso da nota de crédito ${f.src.numeroDocumento}: valor igual (${euros(f.src.totalCents)}) e ${textoEvidencia(ctx, f, m)}; reembolso ${dias(f, m)}.`,
    'o mesmo valor',
  );
}
