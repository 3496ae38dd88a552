import { ROLES } from '@contas/core';
import type { PapelNaEmpresa } from '@contas/core/contrato';

/** A user's role in a company (SPEC §6): the API contract's papel. */
export type Role = PapelNaEmpresa;

/** Core's list and check of the roles: a role the contract lacks would not compile against the labels. */
export { isRole, ROLES } from '@contas/core';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  editor: 'Editor',
  leitor: 'Leitor',
};

/** Options for a select of roles, in core's order: the value the API uses, the label the screen shows. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
