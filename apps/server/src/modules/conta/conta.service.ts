import type { DadosPessoais } from '@contas/core/contrato';
import type pg from 'pg';
import { withTransaction } from '../../db/database';
import { conflito, invalido, naoAutenticado } from '../../errors/app-error';
import type { Utilizador } from '../../http/access';
import type { LimitesDePedidos } from '../auth/limites';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { EmpresasRepository } from '../empresas/empresas.repository';
import type { ContaRepository, EmpresaDaConta } from './conta.repository';

/** Tries of the current password an hour: a borrowed session cannot guess it. */
export const TENTATIVAS_DE_SENHA_POR_HORA = 10;
const HORA = 60 * 60;

type Deps = {
  pool: pg.Pool;
  conta: ContaRepository;
  empresas: EmpresasRepository;
  limites: LimitesDePedidos;
  now: () => Date;
};

/**
 * What keeps a company from losing its last admin with the account: other members (someone must run it) or
 * data (someone must decide what becomes of it). A company with neither goes with the account.
 */
export function impedimento(e: EmpresaDaConta): string | undefined {
  if (e.role !== 'admin' || e.outros_admins > 0) return undefined;
  if (e.outros_membros > 0)
    return `É o único administrador da empresa «${e.nome}», que tem outros membros. Nomeie outro administrador em Administração (ou elimine a empresa) antes de eliminar a sua conta.`;
  if (e.tem_dados)
    return `É o único administrador da empresa «${e.nome}», que ainda tem lojas ou dados. Elimine a empresa em Administração (ou convide outro administrador) antes de eliminar a sua conta.`;
  return undefined;
}

export class ContaService {
  constructor(private readonly deps: Deps) {}

  /**
   * The account's password, checked (and counted, so it cannot be guessed from a borrowed session); outside
   * any transaction: the embedded database has one connection.
   */
  private async conferirSenha(user: Utilizador, senha: string, campo: string): Promise<void> {
    await this.deps.limites.contar(
      [{ chave: `senha:${user.id}`, maximo: TENTATIVAS_DE_SENHA_POR_HORA, janelaSegundos: HORA }],
      this.deps.now(),
      'Demasiadas tentativas com a palavra-passe. Tente novamente mais tarde.',
    );
    const hash = await this.deps.conta.passwordHash(this.deps.pool, user.id);
    if (!hash) throw naoAutenticado();
    if (!(await verifyPassword(hash, senha)))
      throw invalido(
        campo === 'senhaAtual'
          ? 'A palavra-passe atual não está correta.'
          : 'A palavra-passe não está correta.',
        { campo },
      );
  }

  async mudarSenha(user: Utilizador, senhaAtual: string, novaSenha: string): Promise<void> {
    if (senhaAtual === novaSenha)
      throw invalido('A nova palavra-passe tem de ser diferente da atual.', { campo: 'novaSenha' });
    await this.conferirSenha(user, senhaAtual, 'senhaAtual');
    const passwordHash = await hashPassword(novaSenha);
    await withTransaction(this.deps.pool, (tx) =>
      this.deps.conta.mudarSenha(tx, user.id, passwordHash, user.sessao),
    );
  }

  /** GDPR art. 17: refused, with the reason, while a company would be left without its admin. */
  async eliminarConta(user: Utilizador, senha: string): Promise<void> {
    await this.conferirSenha(user, senha, 'senha');
    await withTransaction(this.deps.pool, async (tx) => {
      const empresas = await this.deps.conta.empresasParaEliminar(tx, user.id);
      const recusa = empresas.map(impedimento).find((m) => m !== undefined);
      if (recusa) throw conflito(recusa);
      for (const e of empresas)
        if (e.role === 'admin' && e.outros_admins === 0) await this.deps.empresas.delete(tx, e.empresa_id);
      await this.deps.conta.eliminar(tx, user.id, user.email);
    });
  }

  async dadosPessoais(user: Utilizador): Promise<DadosPessoais> {
    const d = await this.deps.conta.dadosPessoais(user.id);
    if (!d.perfil) throw naoAutenticado();
    return {
      geradoEm: this.deps.now().toISOString(),
      perfil: {
        _id: d.perfil.id,
        nome: d.perfil.nome,
        email: d.perfil.email,
        telefone: d.perfil.telefone,
        emailVerificado: d.perfil.email_verificado,
        criadoEm: d.perfil.created_at.toISOString(),
      },
      empresas: d.empresas.map((e) => ({
        empresa: { _id: e.id, nome: e.nome, nif: e.nif },
        role: e.role,
        desde: e.desde.toISOString(),
      })),
      convitesRecebidos: d.recebidos.map((c) => ({
        _id: c.id,
        empresa: { _id: c.empresa_id, nome: c.empresa_nome },
        role: c.role,
        sentAt: c.sent_at.toISOString(),
        expiraEm: c.expires_at.toISOString(),
      })),
      convitesEnviados: d.enviados.map((c) => ({
        _id: c.id,
        empresa: { _id: c.empresa_id, nome: c.empresa_nome },
        email: c.email,
        role: c.role,
        sentAt: c.sent_at.toISOString(),
      })),
      enderecosDeLogin: d.enderecos.map((e) => ({
        endereco: e.endereco,
        ultimoEm: e.ultimo_em.toISOString(),
      })),
      historico: d.historico.map((h) => ({
        empresa: { _id: h.empresa_id, nome: h.empresa_nome },
        linha: h.planilha_id,
        em: h.em.toISOString(),
        acao: h.acao,
        campo: h.campo,
        antes: h.antes,
        depois: h.depois,
      })),
    };
  }
}
