// Both languages must carry the same keys; this lists the paths present in one and not the other.
type Tree = Record<string, unknown>;

function paths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? paths(value as Tree, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

export function keyDifferences(a: Tree, b: Tree): string[] {
  const left = new Set(paths(a));
  const right = new Set(paths(b));
  return [...[...left].filter((p) => !right.has(p)), ...[...right].filter((p) => !left.has(p))].sort();
}
