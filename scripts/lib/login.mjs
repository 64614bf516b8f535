// A session token for the measurement scripts, as the login form gets one: the demo accounts' or a new
// account's. Throws with the server's answer when the login is refused.

/** The access token of `username` in `realm` (candidate-realm, school-realm, staff-realm). */
export async function login(baseURL, realm, username, password) {
  const response = await fetch(`${baseURL}/api/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ realm, username, password }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}
