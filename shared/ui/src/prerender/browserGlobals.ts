// Build time, in Node: the little of the browser that module start-up reads (the session store looks
// for a stored token). Imported before anything else by the pre-renderers (prerender.tsx).
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
  },
  document: { cookie: '' },
  location: { protocol: 'https:', pathname: '/', search: '', hash: '' },
});
