import type pg from 'pg';
import { migrations } from './migrations';

export class SchemaTooNewError extends Error {}

// Any constant: serialises migrations when several servers start against one PostgreSQL.
const MIGRATION_LOCK = 72_041_955;

/** Applies the pending migrations, each in its own transaction; refuses a schema newer than the code. */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const { rows } = await client.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    const applied = new Set(rows.map((r) => r.version));
    const known = new Set(migrations.map((m) => m.version));
    const unknown = rows.map((r) => r.version).filter((v) => !known.has(v));
    if (unknown.length > 0) {
      throw new SchemaTooNewError(
        `A base de dados tem um esquema mais recente do que esta versão da aplicação (migrações desconhecidas: ${unknown.join(', ')}). ` +
          'Atualize a aplicação antes de a iniciar com estes dados.',
      );
    }
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await client.query('begin');
      try {
        await client.query(migration.sql);
        await client.query('insert into schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(
          `Falhou a migração ${migration.version}_${migration.name}: ${(error as Error).message}`,
        );
      }
      done.push(`${migration.version}_${migration.name}`);
    }
    return done;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
