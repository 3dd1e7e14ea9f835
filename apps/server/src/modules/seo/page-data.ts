import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { PAGE_DATA, PAGE_DATA_ELEMENT_ID, type PublicPage } from "@bazin/shared/domain/public-pages";
import type { FastifyInstance } from "fastify";
import type { Language } from "../../lib/i18n.ts";
import { scriptSafeJson } from "./structured-data.ts";

/** Marks this server's own page-data requests with a value no client can know (the request log leaves them out). */
const PAGE_DATA_HEADER = "x-bazin-page-data";
const pageDataToken = randomUUID();

/** Whether a request is one of readPageData's, which the access log need not repeat beside the page's own. */
export const isPageDataRequest = (request: { headers: IncomingHttpHeaders }) =>
  request.headers[PAGE_DATA_HEADER] === pageDataToken;

/** A public page's PAGE_DATA answers: the language they were asked in and each address's JSON text. */
export interface PageData {
  lang: Language;
  answers: Map<string, string>;
}

/**
 * Asks this server for a public page's PAGE_DATA as an anonymous visitor would (each from the public cache, so
 * the bytes are the API's own). An answer that fails is left out: the app then asks for it itself.
 */
export async function readPageData(
  app: FastifyInstance,
  page: PublicPage,
  lang: Language,
): Promise<PageData> {
  // Kept in PAGE_DATA's order, not the order they come back in: the same data makes the same page (its ETag).
  const answers = await Promise.all(
    PAGE_DATA[page.key].map(async (path) => {
      const response = await app.inject({
        method: "GET",
        url: path,
        headers: { "accept-language": lang, [PAGE_DATA_HEADER]: pageDataToken },
      });
      const json = String(response.headers["content-type"] ?? "").startsWith("application/json");
      return response.statusCode === 200 && json ? ([path, response.body] as const) : null;
    }),
  );
  return { lang, answers: new Map(answers.filter((answer) => answer !== null)) };
}

/** Puts the page data (a `PageDataPayload`) before the end of the body, escaped so no "</script>" in it ends it. */
export function injectPageData(html: string, data: PageData): string {
  if (data.answers.size === 0) return html;
  const answers = [...data.answers].map(([path, body]) => `${JSON.stringify(path)}:${body}`).join(",");
  const json = `{"lang":${JSON.stringify(data.lang)},"answers":{${answers}}}`;
  const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(json)}</script>`;
  return html.replace(/<\/body>/i, () => `  ${element}\n  </body>`);
}
