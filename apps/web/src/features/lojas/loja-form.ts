import type { Loja, LojaUpdate } from './api/loja-api';
import { type PessoalAnoDraft, pessoalPayload } from './pessoal';

/** SPEC §2, §9: a shop without a name shows as 'LojaA'. */
const LOJA_NOME_PREDEFINIDO = 'LojaA';

/** A new or edited store needs a name (the server says the same). */
export const NOME_DA_LOJA_OBRIGATORIO = 'Indique o nome da loja.';

export function nomeDaLoja(nome: string | null | undefined): string {
  return nome?.trim() || LOJA_NOME_PREDEFINIDO;
}

/** The shop page's form: text fields as typed, the contact blank or a number, headcount rows. */
export interface LojaDraft {
  nome: string;
  email: string;
  telefone: string;
  morada: string;
  responsavel_loja: string;
  cont_resp_loja: number | '';
  employee: PessoalAnoDraft[];
}

export function lojaDraft(loja: Loja): LojaDraft {
  return {
    nome: loja.nome ?? '',
    email: loja.email ?? '',
    telefone: loja.telefone ?? '',
    morada: loja.morada ?? '',
    responsavel_loja: loja.responsavel_loja ?? '',
    cont_resp_loja: loja.cont_resp_loja ?? '',
    employee: [...(loja.employee ?? [])].sort((a, b) => a.year - b.year),
  };
}

/** Body of PUT /put/update-loja-info: trimmed text, a blank contact as null, blank months as 0. */
export function lojaPayload(draft: LojaDraft): LojaUpdate {
  return {
    nome: draft.nome.trim(),
    email: draft.email.trim(),
    telefone: draft.telefone.trim(),
    morada: draft.morada.trim(),
    responsavel_loja: draft.responsavel_loja.trim(),
    cont_resp_loja: draft.cont_resp_loja === '' ? null : draft.cont_resp_loja,
    employee: pessoalPayload(draft.employee),
  };
}
