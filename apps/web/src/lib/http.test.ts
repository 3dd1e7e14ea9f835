import { afterEach, describe, expect, it, vi } from "vitest";
import { CSRF_OK, mockApi } from "../test/mock-api.ts";
import { ApiError, NetworkError } from "./api-error.ts";
import { api, withTimeout } from "./http.ts";
import { i18n } from "./i18n.ts";
import { nativeSession } from "./native-session.ts";

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `XSRF-TOKEN=${value}; path=/`;
}

describe("http client in a browser", () => {
  it("sends the XSRF-TOKEN cookie's value in X-XSRF-TOKEN on state-changing calls", async () => {
    setCookie("cookie.value");
    const { requests } = mockApi({ "POST /api/auth/logout": { body: { ok: true } } });
    await api("/api/auth/logout", { method: "POST" });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(["/api/auth/logout"]);
    expect(requests[0]?.headers.get("X-XSRF-TOKEN")).toBe("cookie.value");
  });

  it("asks /api/csrf first when there is no cookie yet", async () => {
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "POST /api/auth/logout": { body: { ok: true } },
    });
    await api("/api/auth/logout", { method: "POST" });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      "/api/csrf",
      "/api/auth/logout",
    ]);
    expect(requests[1]?.headers.get("X-XSRF-TOKEN")).toBe("nonce.signature");
  });

  it("sends no anti-forgery header on GET, and the interface language on every call", async () => {
    await i18n.changeLanguage("en");
    const { requests } = mockApi({ "GET /api/auth/me": { body: { ok: true } } });
    await api("/api/auth/me");
    expect(requests[0]?.headers.get("X-XSRF-TOKEN")).toBeNull();
    expect(requests[0]?.headers.get("Accept-Language")).toBe("en");
  });

  it("turns an error answer into ApiError with code, fields and params", async () => {
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "PUT /api/users/me": {
        status: 400,
        body: { code: "VALIDATION_ERROR", message: "Date invalide", fields: { email: "emailInvalid" } },
      },
    });
    const error = await api("/api/users/me", { method: "PUT", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR", fields: { email: "emailInvalid" } });
  });

  it("retries once with a fresh token after CSRF_INVALID", async () => {
    setCookie("stale.token");
    let attempts = 0;
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "POST /api/auth/logout": () => {
        attempts += 1;
        return attempts === 1
          ? { status: 403, body: { code: "CSRF_INVALID", message: "x" } }
          : { body: { ok: true } };
      },
    });
    await expect(api("/api/auth/logout", { method: "POST" })).resolves.toEqual({ ok: true });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      "/api/auth/logout",
      "/api/csrf",
      "/api/auth/logout",
    ]);
  });

  it("reports a missing answer as NetworkError", async () => {
    mockApi({
      "GET /api/auth/me": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expect(api("/api/auth/me")).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("http client in the native shell", () => {
  afterEach(() => {
    nativeSession.setToken(null);
    nativeSession.setSessionId(null);
  });

  it("keeps the token from /csrf and the session id from /login, and sends both afterwards", async () => {
    (globalThis as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    const { requests } = mockApi({
      "GET /api/csrf": CSRF_OK,
      "POST /api/auth/login": { body: { user: {} }, headers: { "X-Session-ID": "session-123" } },
      "GET /api/users/me": { body: {} },
      "POST /api/auth/logout": { body: { ok: true } },
    });
    await api("/api/auth/login", { method: "POST", body: { username: "a", password: "b" } });
    expect(nativeSession.token()).toBe("nonce.signature");
    expect(nativeSession.sessionId()).toBe("session-123");

    await api("/api/users/me");
    const profileCall = requests.at(-1);
    expect(new URL(profileCall!.url).origin).toBe("http://192.168.1.100:8080");
    expect(profileCall?.headers.get("X-Session-ID")).toBe("session-123");
    expect(profileCall?.headers.get("X-XSRF-TOKEN")).toBeNull();

    await api("/api/auth/logout", { method: "POST" });
    expect(requests.at(-1)?.headers.get("X-XSRF-TOKEN")).toBe("nonce.signature");
    expect(nativeSession.sessionId()).toBeNull();
  });
});

describe("withTimeout", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The same checks with the browser's AbortSignal.any/timeout and without them (Safari before 17.4). */
  describe.each([
    ["with AbortSignal.any", false],
    ["on a browser without AbortSignal.any and .timeout", true],
  ])("%s", (_name, old) => {
    const setUp = () => {
      if (old) {
        class OldAbortSignal extends AbortSignal {}
        Object.defineProperty(OldAbortSignal, "any", { value: undefined });
        Object.defineProperty(OldAbortSignal, "timeout", { value: undefined });
        vi.stubGlobal("AbortSignal", OldAbortSignal);
      }
    };

    it("gives up after the time with a TimeoutError", async () => {
      setUp();
      const signal = withTimeout(undefined, 5);
      expect(signal.aborted).toBe(false);
      await new Promise((resolve) => signal.addEventListener("abort", resolve));
      expect((signal.reason as DOMException).name).toBe("TimeoutError");
    });

    it("aborts with the caller's signal, with its reason, before the time", () => {
      setUp();
      const caller = new AbortController();
      const signal = withTimeout(caller.signal, 1000);
      caller.abort(new DOMException("left the page", "AbortError"));
      expect(signal.aborted).toBe(true);
      expect((signal.reason as DOMException).message).toBe("left the page");
    });

    it("is aborted at once when the caller's signal already was", () => {
      setUp();
      const caller = new AbortController();
      caller.abort();
      expect(withTimeout(caller.signal, 1000).aborted).toBe(true);
    });
  });
});
