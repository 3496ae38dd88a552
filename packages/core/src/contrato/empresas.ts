import { z } from 'zod';
import { mensagem, papel } from './comum';

/** A company's own fields (SPEC §3); the website without its scheme. */
export const empresa = z.object({
  _id: z.string(),
  nome: z.string(),
  nif: z.string(),
  endereco: z.string(),
  telefone: z.string(),
  email: z.string(),
  link: z.string(),
  imagem_link: z.string(),
});
export type Empresa = z.infer<typeof empresa>;

/** `POST /api/criar-empresa` (201). */
export const empresaCriada = mensagem.extend({ empresa });
export type EmpresaCriada = z.infer<typeof empresaCriada>;

/** `PUT /put/empresa/{empresaId}`. */
export const empresaAtualizada = z.object({ empresa });
export type EmpresaAtualizada = z.infer<typeof empresaAtualizada>;

/** A store as the company's page lists it. */
export const lojaDaEmpresa = z.object({
  _id: z.string(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
});
export type LojaDaEmpresa = z.infer<typeof lojaDaEmpresa>;

/** A member of the company and the role in it. */
export const membroDaEmpresa = z.object({
  user: z.object({ _id: z.string(), email: z.string(), nome: z.string() }),
  role: papel,
});
export type MembroDaEmpresa = z.infer<typeof membroDaEmpresa>;

/** An invitation the company sent that is not yet answered; `sentAt` an ISO instant. */
export const conviteDaEmpresa = z.object({
  _id: z.string(),
  email: z.string(),
  role: papel,
  sentAt: z.string(),
});
export type ConviteDaEmpresa = z.infer<typeof conviteDaEmpresa>;

/**
 * `GET /get/empresa/{empresaId}`: the company, the viewer's role, its members and stores, and (for an
 * admin; empty for the others) the invitations not yet answered.
 */
export const empresaCompleta = empresa.extend({
  role: papel,
  users: z.array(membroDaEmpresa),
  lojas: z.array(lojaDaEmpresa),
  convitesPendentes: z.array(conviteDaEmpresa),
});
export type EmpresaCompleta = z.infer<typeof empresaCompleta>;

/** An invitation sent to the viewer's address (SPEC §3 "Pending invite"). */
export const convite = z.object({
  _id: z.string(),
  empresa: z.object({ _id: z.string(), nome: z.string() }),
  email: z.string(),
  role: papel,
  sentAt: z.string(),
});
export type Convite = z.infer<typeof convite>;

/** `GET /get/{userId}/pending-invites`. */
export const convitesPendentes = z.array(convite);

/** `POST /api/user/accept-invite/{inviteId}`: the company joined and the role in it. */
export const conviteAceite = mensagem.extend({
  empresa: z.object({ _id: z.string(), nome: z.string() }),
  role: papel,
});
export type ConviteAceite = z.infer<typeof conviteAceite>;

/**
 * `GET /get/empresa/{empresaId}/primeiros-passos` (admin): the facts each first step is ticked from, which
 * steps are done, and whether the checklist was put away.
 */
export const primeirosPassos = z.object({
  lojas: z.number().int(),
  importacoes: z.object({ efatura: z.number().int(), extrato: z.number().int() }),
  linhas: z.number().int(),
  porClassificar: z.number().int(),
  percentagemClassificada: z.number().int(),
  relatoriosVistos: z.boolean(),
  feitos: z.object({
    lojas: z.boolean(),
    importar: z.boolean(),
    classificar: z.boolean(),
    relatorios: z.boolean(),
  }),
  dispensado: z.boolean(),
});
export type PrimeirosPassos = z.infer<typeof primeirosPassos>;

/** `PUT /put/empresa/{empresaId}/primeiros-passos`: a report was opened, or the checklist is put away. */
export const primeirosPassosPedido = z.object({
  relatoriosVistos: z.literal(true, { error: 'relatoriosVistos só pode ser true.' }).optional(),
  dispensado: z.literal(true, { error: 'dispensado só pode ser true.' }).optional(),
});
