const NUMERIC_PART = /^\d+$/;

/**
 * spec §4: versions are numeric and dot-separated; otherwise the comparison is not a number (NaN).
 * Negative when `a` is older, 0 when equal ("1.2" equals "1.2.0"), positive when `a` is newer.
 */
export function compareVersions(a: string, b: string): number {
  const left = a.trim().split('.');
  const right = b.trim().split('.');
  if (![...left, ...right].every((part) => NUMERIC_PART.test(part))) return Number.NaN;
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const difference = Number(left[index] ?? '0') - Number(right[index] ?? '0');
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** spec §4: update when the remote last version differs and the local one is older. */
export function needsUpdate(current: string, remote: string): boolean {
  return current.trim() !== remote.trim() && compareVersions(current, remote) < 0;
}
