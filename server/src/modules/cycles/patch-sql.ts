/** `set a = $2, b = $3` from the defined keys of a patch (keys come from a zod schema, never the client). */
export function patchSql(patch: Record<string, unknown>, columns: Record<string, string>) {
  const entries = Object.entries(patch).filter(([key, value]) => value !== undefined && columns[key]);
  return {
    sql: entries.map(([key], i) => `${columns[key]} = $${i + 2}`).join(', '),
    values: entries.map(([, v]) => v),
  };
}
