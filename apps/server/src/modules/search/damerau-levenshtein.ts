const MAX_LENGTH = 64;
const rows = [new Int32Array(MAX_LENGTH + 1), new Int32Array(MAX_LENGTH + 1), new Int32Array(MAX_LENGTH + 1)];

/**
 * Optimal-string-alignment distance (Levenshtein plus the swap of two neighbours, the commonest typo) between
 * `typed` and `word`, or `max + 1` as soon as it must exceed `max`. With `asPrefix`, the distance between `typed`
 * and the closest beginning of `word` ("mozarel" is 1 from "mozzarella").
 */
export function boundedDamerauLevenshtein(
  typed: string,
  word: string,
  max: number,
  asPrefix = false,
): number {
  const n = typed.length;
  const m = asPrefix ? Math.min(word.length, n + max) : word.length;
  if (n > MAX_LENGTH || m > MAX_LENGTH) return max + 1;
  if (!asPrefix && Math.abs(n - m) > max) return max + 1;
  if (asPrefix && m < n - max) return max + 1;
  let previous = rows[0]!;
  let current = rows[1]!;
  let beforePrevious = rows[2]!;
  for (let j = 0; j <= m; j += 1) previous[j] = j;
  for (let i = 1; i <= n; i += 1) {
    current[0] = i;
    let rowMin = i;
    const a = typed.charCodeAt(i - 1);
    for (let j = 1; j <= m; j += 1) {
      const b = word.charCodeAt(j - 1);
      let cost = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a === b ? 0 : 1));
      if (i > 1 && j > 1 && a === word.charCodeAt(j - 2) && typed.charCodeAt(i - 2) === b) {
        cost = Math.min(cost, beforePrevious[j - 2]! + 1);
      }
      current[j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    if (rowMin > max) return max + 1;
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
  }
  let distance = previous[m]!;
  if (asPrefix)
    for (let j = Math.max(0, n - max); j <= m; j += 1) distance = Math.min(distance, previous[j]!);
  return Math.min(distance, max + 1);
}
