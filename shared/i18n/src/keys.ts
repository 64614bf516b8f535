// Both languages must carry the same keys; this lists the paths present in one and not the other.
// Plural forms follow each language's rules (English `_one` and `_other`, Chinese `_other` only), so a
// plural key is compared by its base name, and each language must give its `_other` form.
type Tree = Record<string, unknown>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function paths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? paths(value as Tree, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** The keys of a tree with plural forms folded into their base; a plural without `_other` stays visible. */
function baseKeys(tree: Tree): Set<string> {
  const all = new Set(paths(tree));
  return new Set(
    [...all].map((p) => {
      const base = p.replace(PLURAL_SUFFIX, '');
      return base !== p && all.has(`${base}_other`) ? base : p;
    }),
  );
}

export function keyDifferences(a: Tree, b: Tree): string[] {
  const left = baseKeys(a);
  const right = baseKeys(b);
  return [...[...left].filter((p) => !right.has(p)), ...[...right].filter((p) => !left.has(p))].sort();
}
