// Records which module instances are in use and who saw them, so a test can prove that the shell
// and every remote run one React, one router, one antd and one session store (MF singletons).
interface Entry {
  instances: unknown[];
  owners: string[];
}
type Registry = Record<string, Entry>;

const globalRegistry = globalThis as typeof globalThis & { __MOCKEXAM_INSTANCES__?: Registry };

export function registerInstance(owner: string, name: string, instance: unknown): void {
  const registry = (globalRegistry.__MOCKEXAM_INSTANCES__ ??= {});
  const entry = (registry[name] ??= { instances: [], owners: [] });
  if (!entry.instances.includes(instance)) entry.instances.push(instance);
  if (!entry.owners.includes(owner)) entry.owners.push(owner);
}

export function instanceReport(): Record<string, { count: number; owners: string[] }> {
  const registry = globalRegistry.__MOCKEXAM_INSTANCES__ ?? {};
  return Object.fromEntries(
    Object.entries(registry).map(([name, e]) => [name, { count: e.instances.length, owners: e.owners }]),
  );
}
