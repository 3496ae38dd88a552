import { ROLES, type Role } from '@contas/core';

/** A user's role in a company (SPEC §6): core's list, the one the server and the API contract use. */
export { isRole, ROLES, type Role } from '@contas/core';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  editor: 'Editor',
  leitor: 'Leitor',
};

/** Options for a select of roles, in core's order: the value the API uses, the label the screen shows. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
