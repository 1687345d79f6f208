/** Deterministic generator (mulberry32), so every run of a bench works on the same synthetic content. */
export function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = ['ka', 'ro', 'mi', 'su', 'te', 'la', 'no', 'vé', 'gar', 'çon', 'ri', 'po', 'tu', 'be', 'sha', 'dë'];

export function syntheticWords(random: () => number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const inventedWord = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join('');
  return { pick, inventedWord };
}
