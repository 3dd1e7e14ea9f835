import { ApiError, NetworkError } from "./api-error.ts";
import { currentLanguage } from "./i18n.ts";
import { nativeSession } from "./native-session.ts";
import { apiBase, isNative } from "./platform.ts";

/**
 * Downloads a file the API streams (a CSV export, a student's documents) and hands it to the browser as a
 * download, reporting the bytes received so far. Through `fetch` rather than a link, so the native shell's
 * session header goes with it (a link from its web view would reach another origin without a session).
 * Error answers are JSON and become ApiError like any other call.
 */
export async function downloadFile(
  path: string,
  onProgress: (bytes: number) => void = () => {},
  /** Extra headers (the registrant page's session, issue 16). */
  extraHeaders: Record<string, string> = {},
): Promise<string> {
  const native = isNative();
  const headers: Record<string, string> = { "Accept-Language": currentLanguage(), ...extraHeaders };
  const sessionId = native ? nativeSession.sessionId() : null;
  if (sessionId) headers["X-Session-ID"] = sessionId;
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, { headers, credentials: native ? "omit" : "same-origin" });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok || !response.body) {
    throw new ApiError(response.status, await response.json().catch(() => ({})));
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received);
  }
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? path.split("/").at(-1) ?? "download";
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
