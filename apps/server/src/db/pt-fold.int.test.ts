import { describe, expect, it } from 'vitest';
import { gerador } from '../../test/gerador';
import { appComUtilizadores } from '../../test/test-app';

const { t } = appComUtilizadores([]);

/** The landed pt_fold (migration 20261122000000), written out: what the quicker one must give. */
const PT_FOLD_ORIGINAL =
  "regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, x)), '([aeiou])[cp]([ct])', '\\1\\2', 'g')";

async function diferentes(textos: string[]): Promise<Array<{ x: string; agora: string; antes: string }>> {
  const { rows } = await t.pool.query<{ x: string; agora: string; antes: string }>(
    `select x, pt_fold(x) as agora, ${PT_FOLD_ORIGINAL} as antes from unnest($1::text[]) as t(x)
     where pt_fold(x) is distinct from ${PT_FOLD_ORIGINAL}`,
    [textos],
  );
  return rows;
}

describe('pt_fold', () => {
  it('folds every character up to U+024F, alone and between letters, as the landed expression', async () => {
    const caracteres = Array.from({ length: 0x24f }, (_, i) => String.fromCodePoint(i + 1));
    const textos = caracteres.flatMap((c) => [c, `a${c}t`, `${c}ct`, `ac${c}`, `Ó${c}P`]);
    expect(await diferentes(textos)).toEqual([]);
    // What it is for: the accents and case go, and so do the consonants the 1990 spelling silenced.
    const { rows } = await t.pool.query<{ f: string }>(
      "select pt_fold(x) as f from unnest(array['Electricidade', 'ACÇÃO', 'Óptimo', 'Pacto', 'apto', 'Água, Lda']) as t(x)",
    );
    expect(rows.map((r) => r.f)).toEqual(['eletricidade', 'acao', 'otimo', 'pato', 'ato', 'agua, lda']);
  });

  it('folds thousands of texts of Portuguese letters, c, p and t as the landed expression', async () => {
    const letras = [...'aeioucptCPTAEIOUçÇãõéíóúâêôàü -,.0189'];
    const g = gerador(20_261_207);
    const textos = Array.from({ length: 5000 }, () =>
      Array.from({ length: g.inteiro(1, 12) }, () => g.um(letras)).join(''),
    );
    expect(await diferentes(textos)).toEqual([]);
  });
});
