/*
 * Intl formatters made once per locale and options, then reused. Making an Intl.DateTimeFormat or NumberFormat
 * costs far more than formatting with it (a list that made one per row spent most of its render time there), and
 * `toLocaleString(locale, options)` makes one on every call. Options are keyed by their JSON, so they must be
 * small literal objects from the code, never input: the cache keeps every formatter it makes.
 */

const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return cached("list", locale, options, () => new Intl.ListFormat(locale, options));
}
