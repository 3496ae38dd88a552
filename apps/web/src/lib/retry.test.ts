import { describe, expect, it } from 'vitest';
import { withRetry } from './retry';

class Falha extends Error {
  constructor(readonly transient: boolean) {
    super(transient ? 'temporária' : 'definitiva');
  }
}

const policy = {
  attempts: 3,
  delayMs: 2000,
  shouldRetry: (error: unknown) => error instanceof Falha && error.transient,
};

function recordSleeps() {
  const sleeps: number[] = [];
  return { sleeps, sleep: async (ms: number) => void sleeps.push(ms) };
}

describe('withRetry', () => {
  it('returns the first success without waiting', async () => {
    const { sleeps, sleep } = recordSleeps();
    await expect(withRetry(async () => 'ok', policy, sleep)).resolves.toBe('ok');
    expect(sleeps).toEqual([]);
  });

  it('retries transient failures, 2 s apart, until one succeeds', async () => {
    const { sleeps, sleep } = recordSleeps();
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls++;
        if (calls < 3) throw new Falha(true);
        return calls;
      },
      policy,
      sleep,
    );
    expect(result).toBe(3);
    expect(sleeps).toEqual([2000, 2000]);
  });

  it('gives up after 3 attempts with the last error', async () => {
    const { sleeps, sleep } = recordSleeps();
    let calls = 0;
    const run = withRetry(
      async () => {
        calls++;
        throw new Falha(true);
      },
      policy,
      sleep,
    );
    await expect(run).rejects.toThrow('temporária');
    expect(calls).toBe(3);
    expect(sleeps).toEqual([2000, 2000]);
  });

  it('does not retry a definitive failure', async () => {
    const { sleeps, sleep } = recordSleeps();
    let calls = 0;
    const run = withRetry(
      async () => {
        calls++;
        throw new Falha(false);
      },
      policy,
      sleep,
    );
    await expect(run).rejects.toThrow('definitiva');
    expect(calls).toBe(1);
    expect(sleeps).toEqual([]);
  });
});
