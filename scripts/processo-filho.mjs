// Runs a child process in the foreground: signals that stop us reach it, and we exit with its status, so a
// supervisor sees a crash or a kill of the child as ours. Plain Node with no dependencies.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/** A process killed by a signal exits, as a shell reports it, with 128 + the signal's number. */
export function codigoDeSaida(codigo, sinal) {
  if (codigo !== null && codigo !== undefined) return codigo;
  return 128 + (constants.signals[sinal] ?? 0);
}

export function correrEmPrimeiroPlano(comando, args, opcoes) {
  const filho = spawn(comando, args, { stdio: 'inherit', ...opcoes });
  for (const sinal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sinal, () => filho.kill(sinal));
  filho.on('error', (error) => {
    console.error(`Não foi possível iniciar ${comando}: ${error.message}`);
    process.exit(1);
  });
  filho.on('exit', (codigo, sinal) => process.exit(codigoDeSaida(codigo, sinal)));
  return filho;
}
