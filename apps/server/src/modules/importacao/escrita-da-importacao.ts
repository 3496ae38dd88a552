import type pg from 'pg';
import { withTransaction } from '../../db/database';
import {
  type EscritaDaBase,
  type Escritor,
  emTransacoesProprias,
  naTransacao,
} from '../../db/escrita-em-partes';
import { ImportacaoRepository } from './importacao.repository';

/**
 * An import's writing as one all-or-nothing unit (issue 19). On PostgreSQL, one transaction. On the embedded
 * database, alone behind the company's gate, each step and part in a transaction of its own: `gravar` marks the
 * imports it makes 'em curso' and puts them in `emCurso` (undefined in one transaction), and they are undone
 * before the gate opens if it fails before its last step (a stopped server's, at the next start).
 * `aoEsperar`: told when the write waits at the gate for another big write of the company.
 */
export function escreverImportacao<T>(
  pool: pg.Pool,
  escrita: EscritaDaBase,
  empresaId: string,
  gravar: (e: Escritor, emCurso: string[] | undefined) => Promise<T>,
  aoEsperar?: () => void,
): Promise<T> {
  if (!escrita.emPartes) return withTransaction(pool, (tx) => gravar(naTransacao(tx), undefined));
  return escrita.portao.sozinho(
    empresaId,
    async () => {
      const emCurso: string[] = [];
      try {
        return await gravar(
          emTransacoesProprias(pool, {
            alvoMs: escrita.alvoPorParteMs,
            entreAsPartes: () => escrita.portao.darVez(),
          }),
          emCurso,
        );
      } catch (erro) {
        if (emCurso.length > 0)
          await withTransaction(pool, (tx) =>
            new ImportacaoRepository().desfazerEmCurso(tx, empresaId, emCurso),
          );
        throw erro;
      }
    },
    aoEsperar,
  );
}
