import { describe, expect, it } from 'vitest';
import { appComUtilizadores } from '../../test/test-app';

const { t } = appComUtilizadores([]);

describe('the references to the rows an undone import deletes in bulk', () => {
  it('each have an index on their column: a deleted bank line or ledger row never reads a whole table', async () => {
    const { rows } = await t.pool.query<{ referencia: string }>(
      `select c.conrelid::regclass::text || '.' || a.attname as referencia
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f' and cardinality(c.conkey) = 1
         and c.confrelid in ('movimentos'::regclass, 'planilha'::regclass)
         and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
       order by 1`,
    );
    expect(rows.map((r) => r.referencia)).toEqual([]);
  });
});
