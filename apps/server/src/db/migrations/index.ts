import { sql as createAccounts } from './20261121000000_create_accounts';
import { sql as createEmpresas } from './20261121010000_create_empresas';
import { sql as createLedger } from './20261122000000_create_ledger';

export type Migration = { version: string; name: string; sql: string };

/** In order; a landed migration is never edited, a change is a new file. */
export const migrations: Migration[] = [
  { version: '20261121000000', name: 'create_accounts', sql: createAccounts },
  { version: '20261121010000', name: 'create_empresas', sql: createEmpresas },
  { version: '20261122000000', name: 'create_ledger', sql: createLedger },
];
