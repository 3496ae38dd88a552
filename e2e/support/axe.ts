import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './app';

/** The impacts issue 20 allows none of. */
const GRAVES = new Set(['critical', 'serious']);

export interface ResultadoAxe {
  pagina: string;
  impacto: Record<string, number>;
  regras: string[];
}

/** Until the page's finite animations (a modal fading in, a drawer sliding) have ended: axe reads colours mid-way. */
async function esperarAnimacoes(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Runs axe-core (its default rules: WCAG 2.0–2.2 A and AA and the best practices) on the page as it is, and
 * fails on any critical or serious violation, naming the rule, the nodes and axe's explanation. With
 * E2E_AXE_SAIDA set, appends each page's counts by impact to that file (one JSON per line, for BENCHMARKS.md).
 */
export async function semViolacoesGraves(page: Page, pagina: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await esperarAnimacoes(page);
  // Legacy mode runs axe in the page itself (the app has no frames): no second page to merge results in.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const impacto: Record<string, number> = {};
  for (const v of violations) impacto[v.impact ?? 'sem'] = (impacto[v.impact ?? 'sem'] ?? 0) + v.nodes.length;
  const saida = process.env.E2E_AXE_SAIDA;
  if (saida) {
    const resultado: ResultadoAxe = {
      pagina,
      impacto,
      regras: violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`),
    };
    appendFileSync(saida, `${JSON.stringify(resultado)}\n`);
  }
  const graves = violations
    .filter((v) => GRAVES.has(v.impact ?? ''))
    .map((v) => ({
      regra: v.id,
      impacto: v.impact,
      ajuda: v.help,
      nos: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  expect.soft(graves, `violações críticas e graves do axe-core em ${pagina}`).toEqual([]);
}
