import type { ListQuery } from "../../../components/ListTable.tsx";

/** Items already loaded (a part of the details answer) in the shape ListTable shows. */
export function staticList<T>(items: readonly T[]): ListQuery<T> {
  return { data: { items }, isError: false, isFetching: false, refetch: () => undefined };
}
