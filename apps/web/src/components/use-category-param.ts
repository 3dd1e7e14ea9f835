import { useSearchParams } from "react-router";

const CATEGORY_PARAM = "category";

/**
 * A list page's category filter, kept in the address (`?category=…`) so it survives a reload and can be
 * shared. "all" removes the parameter; a value the page does not know reads as no filter.
 */
export function useCategoryParam<C extends string>(isCategory: (value: string | null) => value is C) {
  const [params, setParams] = useSearchParams();
  const param = params.get(CATEGORY_PARAM);
  const category = isCategory(param) ? param : undefined;
  const choose = (filter: C | "all") =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (filter === "all") next.delete(CATEGORY_PARAM);
        else next.set(CATEGORY_PARAM, filter);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { category, choose };
}
