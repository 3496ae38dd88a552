import type pino from 'pino';
import { criarRegisto } from '../src/registo/registo';

export type LinhaRegistada = { level: number; msg: string; [campo: string]: unknown };

/** The server's real JSON log, written to memory for a test to read. */
export function registoEmMemoria(nivel = 'info'): { registo: pino.Logger; linhas(): LinhaRegistada[] } {
  const texto: string[] = [];
  const registo = criarRegisto({ nivel, destino: { write: (linha: string) => void texto.push(linha) } });
  return {
    registo,
    linhas: () => texto.flatMap((bloco) => bloco.split('\n').filter(Boolean)).map((l) => JSON.parse(l)),
  };
}
