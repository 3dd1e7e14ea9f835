import { vi } from "vitest";

export interface MockAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = MockAnswer | ((request: Request) => MockAnswer | Promise<MockAnswer>);

/**
 * Replaces `fetch` (the network boundary) with answers keyed by "METHOD /path". Unknown calls answer 404 in the
 * API's error shape. Returns the spy, whose calls hold every Request the app sent.
 */
export function mockApi(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), "http://localhost"), init);
    requests.push(request);
    const url = new URL(request.url);
    const handler = routes[`${request.method} ${url.pathname}`];
    const answer = typeof handler === "function" ? await handler(request.clone()) : handler;
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer ? answer.body : { code: "NOT_FOUND", message: "Not found" };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", ...(answer?.headers ?? {}) },
    });
  });
  vi.stubGlobal("fetch", spy);
  return { spy, requests };
}

export const CSRF_OK: MockAnswer = { body: { token: "nonce.signature", headerName: "X-XSRF-TOKEN" } };
export const NOT_SIGNED_IN: MockAnswer = {
  status: 401,
  body: { code: "UNAUTHENTICATED", message: "Trebuie să vă autentificați." },
};
