// For tests in the node environment (axios on node's fetch against a real HTTP server): the parts of a browser
// the session store touches: its cookie, localStorage and the page's address.
const storage = new Map<string, string>();

Object.assign(globalThis, {
  location: new URL('http://127.0.0.1/'),
  document: { cookie: '' },
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, String(value)),
    removeItem: (key: string) => void storage.delete(key),
  },
});
