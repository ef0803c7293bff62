/**
 * Work done after the answer has gone: the public account calls (registration, password reset) must answer
 * alike and as fast whether or not the e-mail has an account, so what only a real account needs (a token, an
 * e-mail through a possibly slow SMTP server) runs here.
 */
export interface DeferredWork {
  defer(label: string, job: () => Promise<void>): void;
  /** Resolves once every job deferred so far, and any they deferred, is done. */
  drain(): Promise<void>;
}

export function createDeferredWork(onError: (error: unknown, label: string) => void): DeferredWork {
  const pending = new Set<Promise<void>>();
  return {
    defer(label, job) {
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((error: unknown) => onError(error, label))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async drain() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
