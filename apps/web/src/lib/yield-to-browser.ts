interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the task running now, so the browser may paint and answer a tap before the next step; the steps that
 * start the app run as several short tasks instead of one long one (UX.md "Speed"). `scheduler.yield()`
 * resumes ahead of other waiting tasks where the browser has it, a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
