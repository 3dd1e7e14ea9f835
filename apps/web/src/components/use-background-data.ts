import { useDeferredValue } from "react";

/**
 * A list's query data, drawn in a background pass once it arrives. React draws a query's answer at once and
 * in one piece (a store update cannot wait), which on a phone holds the main thread for the whole list: with
 * the data deferred, that urgent pass changes nothing and the list renders in slices the browser can interrupt.
 * `pending` stays true until the list is drawn, so the placeholders stay on screen until then.
 */
export function useBackgroundData<T>(query: { data: T | undefined; isError: boolean }): {
  data: T | undefined;
  pending: boolean;
} {
  const data = useDeferredValue(query.data);
  return { data, pending: data === undefined && !query.isError };
}
