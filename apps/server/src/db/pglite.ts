// The embedded PostgreSQL opened the same way everywhere: by the server's host process, and by the backup and
// its restore, which open the data folder themselves while the server is stopped.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** `loadDataDir`: a tarball of `dumpDataDir()`, loaded into a folder that has no database yet. */
export function abrirPGlite(pgdata: string, loadDataDir?: Blob) {
  // PGlite starts with fsync off (-F) by default; money data wants it on.
  const startParams = PGlite.defaultStartParams.filter((p: string) => p !== '-F');
  // The same extensions the migrations create on a PostgreSQL server (search: accents and fragments).
  return PGlite.create({ dataDir: pgdata, startParams, extensions: { pg_trgm, unaccent }, loadDataDir });
}
