/** A user's role in a company (SPEC §6). */
export type Role = 'admin' | 'editor' | 'leitor';

/** In the order the invite and role selects offer them. */
export const ROLES: readonly Role[] = ['admin', 'editor', 'leitor'];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  editor: 'Editor',
  leitor: 'Leitor',
};

export function isRole(value: unknown): value is Role {
  return value === 'admin' || value === 'editor' || value === 'leitor';
}

/** Options for a select of roles: the value the API uses, the label the screen shows. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
