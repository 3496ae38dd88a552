/** The company chosen in the company list and the user's role in it (SPEC §4 "Session"). */
export const SELECTED_EMPRESA_KEY = 'empresaId';
export const SELECTED_ROLE_KEY = 'role';

export function clearSelectedEmpresa(): void {
  localStorage.removeItem(SELECTED_EMPRESA_KEY);
  localStorage.removeItem(SELECTED_ROLE_KEY);
}
