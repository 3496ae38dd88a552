import { describe, expect, it } from 'vitest';
import { pastasTemporarias } from '../../test/pastas-temporarias';
import { openDatabase } from './database';
import { DataDirInUseError } from './dono-da-pasta';
import { migrate, SchemaTooNewError } from './migrate';
import { migrations } from './migrations';

// These start their own embedded databases: the default a new user runs.
const newDataDir = pastasTemporarias('contas-db-');

describe('embedded database (PGlite under DATA_DIR)', () => {
  it('keeps data across a restart, with fsync on', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    expect(await migrate(first.pool)).toEqual(migrations.map((m) => `${m.version}_${m.name}`));
    await first.pool.query(
      "insert into users (nome, email, password_hash) values ('Rui', 'rui@exemplo.pt', 'x')",
    );
    expect((await first.pool.query('show fsync')).rows[0].fsync).toBe('on');
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await migrate(second.pool)).toEqual([]);
    const { rows } = await second.pool.query('select nome from users');
    expect(rows).toEqual([{ nome: 'Rui' }]);
    await second.close();
  });

  it('refuses a second start on the same DATA_DIR while the first runs, and starts after it stops', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/já está a ser usada por outro processo/);
    await first.close();
    const again = await openDatabase({ dataDir });
    expect((await again.pool.query('select 1 as um')).rows).toEqual([{ um: 1 }]);
    await again.close();
  });

  it('refuses to start on a schema newer than the code', async () => {
    const dataDir = newDataDir();
    const db = await openDatabase({ dataDir });
    await migrate(db.pool);
    await db.pool.query(
      "insert into schema_migrations (version, name) values ('29991231000000', 'do_futuro')",
    );
    await expect(migrate(db.pool)).rejects.toThrow(SchemaTooNewError);
    await expect(migrate(db.pool)).rejects.toThrow(/esquema mais recente.*29991231000000/);
    await db.close();
  });
});
