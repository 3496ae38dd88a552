import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { esperarLink, lerCaixaDeSaida, ultimoLink } from './caixa-de-saida';
import { outboxMailer } from './mailer';

const pastas: string[] = [];
afterEach(() => {
  for (const pasta of pastas.splice(0)) rmSync(pasta, { recursive: true, force: true });
});

function caixa() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contas-caixa-'));
  pastas.push(dataDir);
  return { dataDir, mailer: outboxMailer(dataDir, { info: () => undefined }) };
}

describe('caixa de saída', () => {
  it('reads back what the outbox mailer wrote, oldest first, bodies whole', async () => {
    const { dataDir, mailer } = caixa();
    expect(lerCaixaDeSaida(dataDir)).toEqual([]);
    await mailer.send({ to: 'ana@exemplo.pt', subject: 'Primeiro', text: 'Olá.\n\nSegundo parágrafo.' });
    await mailer.send({ to: 'rui@exemplo.pt', subject: 'Segundo', text: 'Adeus.' });
    expect(lerCaixaDeSaida(dataDir)).toEqual([
      { to: 'ana@exemplo.pt', subject: 'Primeiro', text: 'Olá.\n\nSegundo parágrafo.' },
      { to: 'rui@exemplo.pt', subject: 'Segundo', text: 'Adeus.' },
    ]);
  });

  it("finds the newest link of a kind to one address, and only that address's", async () => {
    const { dataDir, mailer } = caixa();
    const enviar = (to: string, link: string) =>
      mailer.send({ to, subject: 'Link', text: `Abra ${link}\nObrigado.` });
    await enviar('ana@exemplo.pt', 'http://contas.test/verificar-email/antigo');
    await enviar('ana@exemplo.pt', 'http://contas.test/reset-password/outro');
    await enviar('ana@exemplo.pt', 'http://contas.test/verificar-email/novo');
    await enviar('rui@exemplo.pt', 'http://contas.test/verificar-email/do-rui');
    expect(ultimoLink(dataDir, 'ana@exemplo.pt', 'verificar-email')).toEqual({
      link: 'http://contas.test/verificar-email/novo',
      token: 'novo',
    });
    expect(ultimoLink(dataDir, 'ana@exemplo.pt', 'reset-password')?.token).toBe('outro');
    expect(ultimoLink(dataDir, 'Ana@exemplo.pt', 'verificar-email')).toBeUndefined();
    expect(ultimoLink(dataDir, 'eva@exemplo.pt', 'verificar-email')).toBeUndefined();
  });

  it('waits for a link written later, and says whose link never came', async () => {
    const { dataDir, mailer } = caixa();
    setTimeout(() => {
      void mailer.send({
        to: 'ana@exemplo.pt',
        subject: 'Link',
        text: 'http://contas.test/verificar-email/tarde',
      });
    }, 100);
    expect((await esperarLink(dataDir, 'ana@exemplo.pt', 'verificar-email')).token).toBe('tarde');
    await expect(esperarLink(dataDir, 'rui@exemplo.pt', 'verificar-email', 200)).rejects.toThrow(
      'não há e-mail com o link verificar-email para rui@exemplo.pt na caixa de saída',
    );
  });
});
