import { sql as createAccounts } from './20261121000000_create_accounts';

export type Migration = { version: string; name: string; sql: string };

/** In order; a landed migration is never edited, a change is a new file. */
export const migrations: Migration[] = [
  { version: '20261121000000', name: 'create_accounts', sql: createAccounts },
];
