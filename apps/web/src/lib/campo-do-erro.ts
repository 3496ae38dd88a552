/**
 * The field a refusal of the server names (`detalhes.campo` of its 400), when it is one of the form's: the
 * message then goes under that field.
 */
export function campoDoErro<C extends string>(data: unknown, campos: readonly C[]): C | undefined {
  const detalhes =
    typeof data === 'object' && data !== null && 'detalhes' in data ? data.detalhes : undefined;
  const campo =
    typeof detalhes === 'object' && detalhes !== null && 'campo' in detalhes ? detalhes.campo : undefined;
  return campos.find((c) => c === campo);
}
