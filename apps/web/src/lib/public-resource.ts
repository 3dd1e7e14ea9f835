import { startTransition, useCallback, useEffect, useState } from "react";

/*
 * A small cache for the public pages' reads (club data, privacy text). The public pages load without TanStack
 * Query, which sits behind DataLayout to keep the home page's first load small (ADR 006, ADR 008): this gives
 * them the same three states, sharing of one request between components, reuse across pages and a retry.
 */

export type ResourceState<T> =
  | { status: "loading"; data?: undefined; error?: undefined }
  | { status: "success"; data: T; error?: undefined }
  | { status: "error"; data?: undefined; error: unknown };

interface Entry<T> {
  state: ResourceState<T>;
  /** When the data was loaded, or when loading last failed. */
  loadedAt: number;
  pending: Promise<void> | null;
}

const LOADING = { status: "loading" } as const;
const FAILURE_HOLD_MS = 10_000;

export interface Resource<K extends string, T> {
  /** The state for `key`, loading it on first use or when older than `staleMs`; `retry` loads it again. */
  use(key: K): ResourceState<T> & { retry: () => void };
  /** Starts loading early (before the component that shows it renders). */
  prefetch(key: K): void;
  /** Forgets every entry (tests). */
  clear(): void;
}

export function createResource<K extends string, T>(
  load: (key: K) => Promise<T>,
  {
    staleMs = 60_000,
    initial,
  }: {
    staleMs?: number;
    /** Data already at hand for a key never loaded (the page's HTML holds it): the first render draws it. */
    initial?: (key: K) => T | undefined;
  } = {},
): Resource<K, T> {
  const entries = new Map<K, Entry<T>>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function fetchEntry(key: K, force = false): void {
    const current = entries.get(key);
    if (current?.pending) return;
    const age = Date.now() - (current?.loadedAt ?? 0);
    // A failure stands for a few seconds: components that mount meanwhile show it instead of asking again;
    // the retry button asks at once.
    const fresh =
      (current?.state.status === "success" && age < staleMs) ||
      (current?.state.status === "error" && age < FAILURE_HOLD_MS);
    if (fresh && !force) return;
    // Data already shown stays on screen while it is refreshed; an error gives way to "loading" on retry.
    const shown = current?.state.status === "success" ? current.state : LOADING;
    const pending = load(key).then(
      (data) => {
        entries.set(key, { state: { status: "success", data }, loadedAt: Date.now(), pending: null });
        notify();
      },
      (error: unknown) => {
        const keep = shown.status === "success" ? shown : ({ status: "error", error } as const);
        entries.set(key, {
          state: keep,
          loadedAt: keep.status === "error" ? Date.now() : (current?.loadedAt ?? 0),
          pending: null,
        });
        notify();
      },
    );
    entries.set(key, { state: shown, loadedAt: current?.loadedAt ?? 0, pending });
    if (shown !== current?.state) notify();
  }

  /** The state of `key`, from `initial` for a key never loaded. */
  function stateOf(key: K): ResourceState<T> {
    const entry = entries.get(key);
    if (entry) return entry.state;
    const data = initial?.(key);
    if (data === undefined) return LOADING;
    const state = { status: "success", data } as const;
    entries.set(key, { state, loadedAt: Date.now(), pending: null });
    return state;
  }

  function useResource(key: K): ResourceState<T> & { retry: () => void } {
    const [state, setState] = useState<ResourceState<T>>(() => stateOf(key));
    // fetchEntry belongs to this resource, not to the component: it never changes, so `key` is the only dependency.
    useEffect(() => {
      // A transition, not a synchronous store update: React renders what the answer changes in small slices,
      // so the page stays responsive while it fills in (no long task right after the first paint).
      const listener = () => {
        const next = entries.get(key)?.state ?? LOADING;
        startTransition(() => setState(next));
      };
      listeners.add(listener);
      listener();
      fetchEntry(key);
      return () => {
        listeners.delete(listener);
      };
    }, [key]);
    const retry = useCallback(() => fetchEntry(key, true), [key]);
    return { ...state, retry };
  }

  return {
    use: useResource,
    prefetch: (key) => fetchEntry(key),
    clear: () => entries.clear(),
  };
}
