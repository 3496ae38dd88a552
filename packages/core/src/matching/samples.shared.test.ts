/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  computeCorrespondencias,
  emparelharTransferencias,
  type FaturaParaCorrespondencia,
  type MovimentoParaCorrespondencia,
  type TipoDocumento,
  totalComSinal,
} from './index';

// The shared synthetic samples live outside the repository; they are read, never copied in.
const pasta = process.env.SHARED_SAMPLES_DIR;

interface FaturaVerdade {
  id: string;
  lado: 'compra' | 'venda';
  nif_emitente: string;
  emitente: string;
  nif_adquirente: string | null;
  numero: string;
  atcud: string | null;
  tipo: TipoDocumento;
  data_emissao: string;
  total_cents: number;
  situacao: string;
  loja: string | null;
}

interface LinhaVerdade {
  id: string;
  conta: string;
  data_movimento: string;
  data_valor: string | null;
  descricao: string;
  valor_cents: number;
  faturas: Array<{ nif_emitente: string; numero: string }> | null;
  contrapartida_interna?: string | null;
}

interface Verdade {
  empresa: { nome: string };
  faturas: FaturaVerdade[];
  linhas_extrato: LinhaVerdade[];
}

describe.skipIf(!pasta)('matching on the shared synthetic samples', () => {
  it('reaches precision ≥ 0.95 and recall ≥ 0.8 against the ground truth', () => {
    const verdade = JSON.parse(
      readFileSync(join(pasta as string, 'synthetic', 'ground-truth.json'), 'utf8'),
    ) as Verdade;

    const faturas: FaturaParaCorrespondencia[] = verdade.faturas.map((f) => ({
      id: f.id,
      lado: f.lado,
      nifEmitente: f.nif_emitente,
      nomeEmitente: f.emitente,
      ...(f.nif_adquirente ? { nifAdquirente: f.nif_adquirente } : {}),
      numeroDocumento: f.numero,
      ...(f.atcud ? { atcud: f.atcud } : {}),
      tipo: f.tipo,
      dataEmissao: f.data_emissao,
      totalCents: totalComSinal(f.lado, f.tipo, f.total_cents),
      anulado: /anulado/i.test(f.situacao),
      ...(f.loja ? { lojaId: f.loja } : {}),
    }));
    const movimentos: MovimentoParaCorrespondencia[] = verdade.linhas_extrato.map((l) => ({
      id: l.id,
      dataMovimento: l.data_movimento,
      ...(l.data_valor ? { dataValor: l.data_valor } : {}),
      descricao: l.descricao,
      valorCents: l.valor_cents,
      referencias: [],
      conta: l.conta,
    }));

    const idPorChave = new Map(verdade.faturas.map((f) => [`${f.nif_emitente}|${f.numero}`, f.id]));
    const esperados = new Set<string>();
    for (const l of verdade.linhas_extrato) {
      for (const f of l.faturas ?? [])
        esperados.add(`${idPorChave.get(`${f.nif_emitente}|${f.numero}`)}|${l.id}`);
    }

    const resultado = computeCorrespondencias({ faturas, movimentos });
    const obtidos = new Set<string>();
    for (const c of resultado.correspondencias) {
      for (const f of c.faturaIds) for (const m of c.movimentoIds) obtidos.add(`${f}|${m}`);
    }
    const certos = [...obtidos].filter((p) => esperados.has(p));
    const errados = [...obtidos].filter((p) => !esperados.has(p));
    const precisao = obtidos.size === 0 ? 1 : certos.length / obtidos.size;
    const cobertura = esperados.size === 0 ? 1 : certos.length / esperados.size;

    console.log(
      `matching synthetic: precision ${precisao.toFixed(2)} recall ${cobertura.toFixed(2)} ` +
        `(pairs ${certos.length}/${esperados.size}, wrong ${errados.length})`,
    );
    if (errados.length > 0) console.log(`matching synthetic: wrong pairs ${errados.join(', ')}`);
    const perdidos = [...esperados].filter((p) => !obtidos.has(p));
    if (perdidos.length > 0) console.log(`matching synthetic: missed pairs ${perdidos.join(', ')}`);
    console.log(
      `matching synthetic: ${resultado.erros.length} error lines\n${resultado.erros
        .map((e) => `  ${e.data} ${e.tipo} ${e.numeroFatura ?? ''} ${e.numeroExtrato ?? ''}: ${e.motivo}`)
        .join('\n')}`,
    );

    expect(precisao).toBeGreaterThanOrEqual(0.95);
    expect(cobertura).toBeGreaterThanOrEqual(0.8);
  });
});

describe.runIf(!pasta)('matching on the shared synthetic samples', () => {
  it('is skipped: set SHARED_SAMPLES_DIR to the shared samples folder to run it', () => {
    console.log('matching synthetic: SKIPPED — SHARED_SAMPLES_DIR is not set');
  });
});

describe.skipIf(!pasta)('own-account transfers on the shared synthetic samples', () => {
  it('pairs exactly the legs the ground truth names, and nothing else', () => {
    const verdade = JSON.parse(
      readFileSync(join(pasta as string, 'synthetic', 'ground-truth.json'), 'utf8'),
    ) as Verdade;
    // Every line that settles no document is a candidate.
    const pendentes = verdade.linhas_extrato.filter((l) => l.faturas === null);
    const pares = emparelharTransferencias(
      pendentes.map((l) => ({
        id: l.id,
        contaId: l.conta,
        data: l.data_movimento,
        valorCents: l.valor_cents,
        descricao: l.descricao,
      })),
      { nome: verdade.empresa.nome, contas: [] },
    );
    const esperados = verdade.linhas_extrato
      .filter((l) => l.contrapartida_interna && l.valor_cents < 0)
      .map((l) => [l.id, l.contrapartida_interna]);
    expect(pares.sort()).toEqual(esperados.sort());
    expect(pares.length).toBeGreaterThan(0);
  });
});
