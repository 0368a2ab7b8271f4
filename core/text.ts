// Text helpers shared by every stage: order, and "did you mean" suggestions.

/** Code-point order: the same on every machine, whatever its locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Edit distance, for "did you mean" suggestions. */
function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/** The known name closest to `name` (case-insensitive), or null when none is close. */
export function nearestName(name: string, known: readonly string[]): string | null {
  const lower = name.toLowerCase();
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const tolerance = Math.max(2, Math.floor(lower.length / 3));
  return best !== null && bestDistance <= tolerance ? best : null;
}

/** Up to `count` known names closest to `name` (case-insensitive), nearest first, ties in code-point order. */
export function nearestNames(name: string, known: readonly string[], count: number): string[] {
  const lower = name.toLowerCase();
  return known
    .map((candidate) => ({ candidate, distance: editDistance(lower, candidate.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance || compareText(a.candidate, b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
