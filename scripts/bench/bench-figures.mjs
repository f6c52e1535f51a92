// How the benchmarks print their figures.

/** The value below which p percent of `values` fall (nearest rank). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export const ms = (value) => `${value.toFixed(1)} ms`;
