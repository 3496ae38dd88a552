import type { EmpresaCompleta } from '@contas/core/contrato';
import { INVALID_EMAIL_MESSAGE, isEmail, REQUIRED_MESSAGE } from '../../lib/validation';

/** The scheme the website input shows before the field (SPEC §2: "prefixed with {host}"). */
export const WEBSITE_PREFIX = 'https://';

/**
 * The website as stored (SPEC §3: without https://): a typed or pasted scheme is dropped,
 * http:// too, since the screen always shows https:// before it.
 */
export function stripWebsiteScheme(value: string): string {
  let rest = value.trimStart();
  while (/^https?:\/\//i.test(rest)) rest = rest.replace(/^https?:\/\//i, '').trimStart();
  return rest;
}

/** The address the company's website opens at. */
export function websiteUrl(link: string): string {
  return `${WEBSITE_PREFIX}${stripWebsiteScheme(link)}`;
}

/** What PUT /put/empresa/{empresaId} changes (the NIF is not editable). */
export interface EmpresaInfo {
  nome: string;
  endereco: string;
  telefone: string;
  email: string;
  link: string;
  imagem_link: string;
}

export type EmpresaInfoErrors = Partial<Record<keyof EmpresaInfo, string>>;

export function empresaInfoDraft(empresa: EmpresaCompleta): EmpresaInfo {
  return {
    nome: empresa.nome ?? '',
    endereco: empresa.endereco ?? '',
    telefone: empresa.telefone ?? '',
    email: empresa.email ?? '',
    link: stripWebsiteScheme(empresa.link ?? ''),
    imagem_link: empresa.imagem_link ?? '',
  };
}

export function empresaInfoPayload(draft: EmpresaInfo): EmpresaInfo {
  return {
    nome: draft.nome.trim(),
    endereco: draft.endereco.trim(),
    telefone: draft.telefone.trim(),
    email: draft.email.trim(),
    link: stripWebsiteScheme(draft.link).trim(),
    imagem_link: draft.imagem_link.trim(),
  };
}

export function validateEmpresaInfo(draft: EmpresaInfo): EmpresaInfoErrors {
  const payload = empresaInfoPayload(draft);
  const errors: EmpresaInfoErrors = {};
  if (!payload.nome) errors.nome = REQUIRED_MESSAGE;
  if (!payload.email) errors.email = REQUIRED_MESSAGE;
  else if (!isEmail(payload.email)) errors.email = INVALID_EMAIL_MESSAGE;
  return errors;
}

/** Deleting a company asks for its name, typed exactly (case and spaces included). */
export function confirmaNomeEmpresa(typed: string, nome: string): boolean {
  return nome !== '' && typed === nome;
}
