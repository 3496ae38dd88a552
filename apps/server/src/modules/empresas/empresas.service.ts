import type pg from 'pg';
import { withTransaction } from '../../db/database';
import { conflito, naoEncontrado, semPermissao } from '../../errors/app-error';
import { type Papel, papelPermite } from '../../http/access';
import type { Mailer } from '../../mail/mailer';
import { ePessoal } from '../auth/pessoal';
import type { EmpresaRow, EmpresasRepository } from './empresas.repository';

export const CONVITE_DIAS = 30;
export const CONFIRME_O_EMAIL =
  'Confirme primeiro o seu e-mail: abra o link que lhe enviámos (ou peça um novo na sua conta).';
const ULTIMO_ADMIN = 'A empresa tem de ter pelo menos um administrador. Nomeie outro administrador primeiro.';

type Deps = {
  pool: pg.Pool;
  empresas: EmpresasRepository;
  mailer: Mailer;
  staffDomain: string;
  publicUrl: string;
  now: () => Date;
  log: { error(obj: unknown, msg: string): void };
};

export class EmpresasService {
  constructor(private readonly deps: Deps) {}

  /** Only provider staff create companies; the creator becomes its admin. */
  async criar(
    criador: { id: string; email: string; emailVerificado: boolean },
    dados: { nome: string; nif: string; endereco: string; telefone: string; email: string },
  ): Promise<EmpresaRow> {
    if (!criador.emailVerificado) throw semPermissao(CONFIRME_O_EMAIL);
    if (!ePessoal(criador, this.deps.staffDomain)) throw semPermissao('Sem permissão para criar empresas.');
    return withTransaction(this.deps.pool, async (tx) => {
      const empresa = await this.deps.empresas.create(tx, dados);
      if (!empresa) throw conflito(`Já existe uma empresa registada com o NIF ${dados.nif}.`);
      await this.deps.empresas.addMembro(tx, empresa.id, criador.id, 'admin');
      return empresa;
    });
  }

  async convidar(empresaId: string, convidante: string, email: string, role: Papel): Promise<void> {
    const empresa = await this.deps.empresas.find(empresaId);
    if (!empresa) throw naoEncontrado('Empresa não encontrada.');
    if (await this.deps.empresas.isMembroPorEmail(empresaId, email)) {
      throw conflito('Este utilizador já pertence à empresa.');
    }
    await this.deps.empresas.upsertConvite({
      empresaId,
      email,
      role,
      convidadoPor: convidante,
      expiresAt: new Date(this.deps.now().getTime() + CONVITE_DIAS * 86_400_000),
    });
    await this.deps.mailer
      .send({
        to: email,
        subject: `Contas Claras — convite para a empresa ${empresa.nome}`,
        text: [
          'Olá,',
          '',
          `Foi convidado para a empresa ${empresa.nome} (NIF ${empresa.nif}) no Contas Claras, com o papel ${role}.`,
          `Inicie sessão em ${this.deps.publicUrl}/login — ou crie a sua conta em ${this.deps.publicUrl}/sign-up com este e-mail —`,
          'e aceite o convite na lista de empresas. O convite é válido durante 30 dias.',
        ].join('\n'),
      })
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'falhou o envio do e-mail de convite'));
  }

  /** An invitation belongs to the verified address it was sent to. */
  async aceitarConvite(user: { id: string; email: string; emailVerificado: boolean }, conviteId: string) {
    if (!user.emailVerificado) throw semPermissao(CONFIRME_O_EMAIL);
    return withTransaction(this.deps.pool, async (tx) => {
      const convite = await this.deps.empresas.takeConvite(tx, conviteId, user.email);
      if (!convite) throw naoEncontrado('Convite não encontrado ou expirado.');
      await this.deps.empresas.addMembro(tx, convite.empresa_id, user.id, convite.role);
      return convite;
    });
  }

  async recusarConvite(user: { email: string; emailVerificado: boolean }, conviteId: string): Promise<void> {
    if (!user.emailVerificado) throw semPermissao(CONFIRME_O_EMAIL);
    const convite = await withTransaction(this.deps.pool, (tx) =>
      this.deps.empresas.takeConvite(tx, conviteId, user.email),
    );
    if (!convite) throw naoEncontrado('Convite não encontrado ou expirado.');
  }

  async mudarPapel(empresaId: string, userId: string, novo: Papel): Promise<void> {
    await withTransaction(this.deps.pool, async (tx) => {
      const membros = await this.deps.empresas.lockMembros(tx, empresaId);
      const alvo = membros.find((m) => m.user_id === userId);
      if (!alvo) throw naoEncontrado('Utilizador não pertence à empresa.');
      const admins = membros.filter((m) => m.role === 'admin').length;
      if (alvo.role === 'admin' && novo !== 'admin' && admins === 1) throw conflito(ULTIMO_ADMIN);
      await this.deps.empresas.setPapel(tx, empresaId, userId, novo);
    });
  }

  /** An admin removes anyone; any member may remove himself (leave the company). */
  async removerUtilizador(
    empresa: { id: string; papel: Papel },
    quem: string,
    userId: string,
  ): Promise<void> {
    if (userId !== quem && !papelPermite(empresa.papel, 'admin')) {
      throw semPermissao('Só um administrador pode remover outros utilizadores.');
    }
    await withTransaction(this.deps.pool, async (tx) => {
      const membros = await this.deps.empresas.lockMembros(tx, empresa.id);
      const alvo = membros.find((m) => m.user_id === userId);
      if (!alvo) throw naoEncontrado('Utilizador não pertence à empresa.');
      if (alvo.role === 'admin' && membros.filter((m) => m.role === 'admin').length === 1)
        throw conflito(ULTIMO_ADMIN);
      await this.deps.empresas.removeMembro(tx, empresa.id, userId);
    });
  }

  async eliminar(empresaId: string): Promise<void> {
    const apagada = await withTransaction(this.deps.pool, (tx) => this.deps.empresas.delete(tx, empresaId));
    if (!apagada) throw naoEncontrado('Empresa não encontrada.');
  }
}
