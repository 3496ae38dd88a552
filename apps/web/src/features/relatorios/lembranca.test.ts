import { describe, expect, it } from 'vitest';
import { guardarLembranca, lerLembranca, parametrosComLembranca } from './lembranca';

/** A Storage in memory: the browser's sessionStorage as the functions use it. */
function memoria(): Storage {
  const dados = new Map<string, string>();
  return {
    get length() {
      return dados.size;
    },
    clear: () => dados.clear(),
    getItem: (k) => dados.get(k) ?? null,
    key: (i) => [...dados.keys()][i] ?? null,
    removeItem: (k) => void dados.delete(k),
    setItem: (k, v) => void dados.set(k, v),
  };
}

describe('lembrança dos relatórios', () => {
  it('keeps each company its own choices, merging what each screen adds', () => {
    const guardado = memoria();
    guardarLembranca('e1', { lojaId: 'l2', ano1: 2023, ano2: 2025 }, guardado);
    guardarLembranca('e1', { totaisPrimeiro: true }, guardado);
    guardarLembranca('e2', { lojaId: 'x' }, guardado);
    expect(lerLembranca('e1', guardado)).toEqual({
      lojaId: 'l2',
      ano1: 2023,
      ano2: 2025,
      totaisPrimeiro: true,
    });
    expect(lerLembranca('e2', guardado)).toEqual({ lojaId: 'x' });
    expect(lerLembranca('e3', guardado)).toEqual({});
  });

  it('forgets what is not its shape', () => {
    const guardado = memoria();
    guardado.setItem('contas.relatorios.e1', '{"lojaId": 7}');
    expect(lerLembranca('e1', guardado)).toEqual({});
    guardado.setItem('contas.relatorios.e1', 'não é json');
    expect(lerLembranca('e1', guardado)).toEqual({});
  });

  it('fills only what the address leaves out; a one-year screen takes year 2', () => {
    const lembranca = { lojaId: 'l2', ano1: 2023, ano2: 2025 };
    expect(parametrosComLembranca(new URLSearchParams(), lembranca, false).toString()).toBe(
      'loja=l2&ano1=2023&ano2=2025',
    );
    expect(
      parametrosComLembranca(new URLSearchParams('loja=l1&ano2=2024'), lembranca, false).toString(),
    ).toBe('loja=l1&ano2=2024&ano1=2023');
    expect(parametrosComLembranca(new URLSearchParams(), lembranca, true).toString()).toBe(
      'loja=l2&ano=2025',
    );
    expect(parametrosComLembranca(new URLSearchParams(), {}, true).toString()).toBe('');
  });
});
