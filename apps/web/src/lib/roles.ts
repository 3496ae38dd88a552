/** A user's role in a company (SPEC §6). */
export type Role = 'admin' | 'editor' | 'leitor';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  editor: 'Editor',
  leitor: 'Leitor',
};
