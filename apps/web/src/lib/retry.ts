export interface RetryPolicy {
  /** Total attempts, the first one included. */
  attempts: number;
  delayMs: number;
  shouldRetry: (error: unknown) => boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds, the error is not retryable, or the attempts run out. */
export async function withRetry<T>(
  task: () => Promise<T>,
  policy: RetryPolicy,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= policy.attempts || !policy.shouldRetry(error)) throw error;
      await sleep(policy.delayMs);
    }
  }
}
