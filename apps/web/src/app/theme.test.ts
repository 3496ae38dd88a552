import { DEFAULT_THEME, darken, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { COR_SECUNDARIA, resolverCores, theme } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contraste(a: string, b: string): number {
  const luminancia = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [claro, escuro] = [luminancia(a), luminancia(b)].sort((x, y) => y - x) as [number, number];
  return (claro + 0.05) / (escuro + 0.05);
}

/** darken() answers rgba(r, g, b, a). */
function hex(cor: string): string {
  if (cor.startsWith('#')) return cor;
  const [r, g, b] = (cor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return `#${[r, g, b]
    .map((v) =>
      Math.round(v ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const completo = mergeMantineTheme(DEFAULT_THEME, theme);
const BRANCO = '#ffffff';
const [cinza0, cinza1] = [completo.colors.gray[0], completo.colors.gray[1]];

describe('cores do tema (WCAG AA, 4,5:1)', () => {
  it('mede como o axe-core: o cinzento 6 do Mantine no cinzento 0 dava 3,15:1, o ciano 8 com branco 4,34:1', () => {
    // axe-core shows the ratio cut to two decimals.
    const comoAxe = (a: string, b: string) => Math.floor(contraste(a, b) * 100) / 100;
    expect(comoAxe('#868e96', '#f8f9fa')).toBe(3.15);
    expect(comoAxe('#ffffff', '#0c8599')).toBe(4.34);
  });

  it.each(Object.keys(completo.colors).filter((cor) => cor !== 'dark'))(
    '%s: o texto das variantes light no fundo, e o branco no botão cheio e no seu hover',
    (cor) => {
      const tons = completo.colors[cor] as readonly string[];
      const texto = tons[9] as string;
      const hover = resolverCores(completo).light[`--mantine-color-${cor}-filled-hover`] as string;
      expect(contraste(texto, tons[1] as string)).toBeGreaterThanOrEqual(4.5);
      expect(contraste(texto, BRANCO)).toBeGreaterThanOrEqual(4.5);
      expect(contraste(texto, cinza0)).toBeGreaterThanOrEqual(4.5);
      expect(hover).toBe(darken(texto, 0.1));
      expect(contraste(BRANCO, hex(hover))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('o botão cheio é o tom 9', () => {
    expect(completo.primaryShade).toBe(9);
  });

  it('o texto secundário e o de erro', () => {
    const claro = resolverCores(completo).light;
    expect(claro['--mantine-color-dimmed']).toBe(COR_SECUNDARIA);
    for (const fundo of [BRANCO, cinza0, cinza1])
      expect(contraste(COR_SECUNDARIA, fundo)).toBeGreaterThanOrEqual(4.5);
    expect(claro['--mantine-color-error']).toBe('var(--mantine-color-red-9)');
    expect(contraste(completo.colors.red[9], BRANCO)).toBeGreaterThanOrEqual(4.5);
  });
});
