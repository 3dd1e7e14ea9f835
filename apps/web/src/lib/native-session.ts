/*
 * The native shell keeps no cookies for the API host, so it stores the anti-forgery token and the session id
 * itself and sends them as headers (spec §7). In a browser none of this is used.
 */
const TOKEN_KEY = "bazin.native.xsrf";
const SESSION_KEY = "bazin.native.session";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the values live only as long as this page.
  }
}

export const nativeSession = {
  token: () => read(TOKEN_KEY),
  setToken: (token: string | null) => write(TOKEN_KEY, token),
  sessionId: () => read(SESSION_KEY),
  setSessionId: (id: string | null) => write(SESSION_KEY, id),
};
