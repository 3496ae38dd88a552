import { isRole, type Role } from './roles';

/** The company chosen in the company list and the user's role in it (SPEC §4 "Session"). */
export const SELECTED_EMPRESA_KEY = 'empresaId';
export const SELECTED_ROLE_KEY = 'role';

export interface SelectedEmpresa {
  empresaId: string;
  role: Role;
}

/** SPEC §4: selecting a company stores its id and the role locally. */
export function selectEmpresa(empresaId: string, role: Role): void {
  localStorage.setItem(SELECTED_EMPRESA_KEY, empresaId);
  localStorage.setItem(SELECTED_ROLE_KEY, role);
}

/** The stored selection, or undefined when either half is missing or the role is not one we know. */
export function readSelectedEmpresa(): SelectedEmpresa | undefined {
  const empresaId = localStorage.getItem(SELECTED_EMPRESA_KEY);
  const role = localStorage.getItem(SELECTED_ROLE_KEY);
  if (!empresaId || !role || !isRole(role)) return undefined;
  return { empresaId, role };
}

export function clearSelectedEmpresa(): void {
  localStorage.removeItem(SELECTED_EMPRESA_KEY);
  localStorage.removeItem(SELECTED_ROLE_KEY);
}
