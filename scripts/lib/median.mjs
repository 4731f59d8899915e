/** The median of the values given (the lower middle one when their count is even), leaving out absent ones; null if none. */
export function median(values) {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
}
