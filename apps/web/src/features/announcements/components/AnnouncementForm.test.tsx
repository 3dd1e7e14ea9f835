import type { TAdminAnnouncement } from "@bazin/shared/contracts/content";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CSRF_OK, mockApi } from "../../../test/mock-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { AnnouncementForm } from "./AnnouncementForm.tsx";

/*
 * The announcement editor against the network boundary (fetch and XMLHttpRequest): the checks before an upload,
 * the upload's progress, and the spec §8 failures (upload timeout, request timeout, save failed with status).
 */

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
beforeAll(() => {
  if (!document.fonts) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const ID = "7a1c2c5e-8a43-4c1e-9d1e-2f0c5a6b7c8d";
const SAVED: TAdminAnnouncement = {
  id: ID,
  title: "Cupa de iarnă",
  subtitle: null,
  content: "Concurs.",
  imageUrl: null,
  category: "competition",
  eventDate: null,
  startTime: null,
  endTime: null,
  location: null,
  priority: 0,
  publishedAt: "2026-11-23T10:00:00.000Z",
  active: true,
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
};

/** XMLHttpRequest stand-in: reports half the bytes sent, then answers, or times out. */
function fakeUpload(outcome: "ok" | "timeout") {
  const sent: FormData[] = [];
  let release: () => void = () => undefined;
  class FakeXhr {
    status = 0;
    responseText = "";
    withCredentials = false;
    timeout = 0;
    upload = {
      onprogress: null as ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send(body: FormData) {
      sent.push(body);
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 0);
      release = () => {
        if (outcome === "timeout") return this.ontimeout?.();
        this.status = 200;
        this.responseText = JSON.stringify({
          ...SAVED,
          imageUrl: `/api/admin/announcements/${ID}/image?v=abc`,
        });
        this.onload?.();
      };
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { sent, finish: () => release() };
}

function renderForm() {
  const onDone = vi.fn();
  renderWithProviders(<AnnouncementForm announcement={null} onDone={onDone} onCancel={() => undefined} />);
  return { onDone };
}

async function fillRequired() {
  await userEvent.type(screen.getByRole("textbox", { name: "Titlu" }), "Cupa de iarnă");
  await userEvent.type(screen.getByRole("textbox", { name: /^Conținut/ }), "Concurs.");
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (bytes = 100) => new File([new Uint8Array(bytes)], "afis.png", { type: "image/png" });

describe("[ADMIN][ANNOUNCEMENTS] editor", () => {
  it("refuses a wrong type or a file over 5 MB before uploading anything", async () => {
    const upload = fakeUpload("ok");
    renderForm();
    await userEvent.upload(fileInput(), new File(["x"], "notes.txt", { type: "text/plain" }), {
      applyAccept: false,
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Tip de fișier nevalid");
    await userEvent.upload(fileInput(), png(5 * 1024 * 1024 + 1));
    expect(await screen.findByRole("alert")).toHaveTextContent("Fișierul este prea mare: cel mult 5 MB.");
    expect(upload.sent).toEqual([]);
    expect(screen.getByText("Fără imagine")).toBeInTheDocument();
  });

  it("saves the text, then uploads the image showing its progress, then closes", async () => {
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "POST /api/admin/announcements": { status: 201, body: SAVED },
    });
    const upload = fakeUpload("ok");
    const { onDone } = renderForm();
    await fillRequired();
    await userEvent.upload(fileInput(), png());
    expect(screen.getByText("Aleasă: afis.png")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));

    const bar = await screen.findByRole("progressbar", { name: "Progresul încărcării imaginii" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "50"));
    expect(screen.getByText("Se încarcă imaginea… 50%")).toBeInTheDocument();
    const body = await api.requests
      .find((r) => r.method === "POST" && r.url.endsWith("/api/admin/announcements"))!
      .json();
    expect(body).toMatchObject({
      title: "Cupa de iarnă",
      content: "Concurs.",
      category: "general",
      priority: 0,
      active: true,
    });
    expect(upload.sent[0]!.get("image")).toBeInstanceOf(File);
    upload.finish();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it("says the upload timed out, and saves again as an edit of the same announcement", async () => {
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "POST /api/admin/announcements": { status: 201, body: SAVED },
      [`PUT /api/admin/announcements/${ID}`]: { body: SAVED },
    });
    const upload = fakeUpload("timeout");
    const { onDone } = renderForm();
    await fillRequired();
    await userEvent.upload(fileInput(), png());
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));
    await screen.findByRole("progressbar");
    upload.finish();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Anunțul a fost salvat, dar imaginea nu: Încărcarea imaginii a durat prea mult",
    );
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "PUT")).toBe(true));
  });

  it("says the request timed out when the server does not answer in time", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith("/api/csrf")
          ? new Response(JSON.stringify(CSRF_OK.body), { headers: { "Content-Type": "application/json" } })
          : Promise.reject(new DOMException("signal timed out", "TimeoutError")),
      ),
    );
    renderForm();
    await fillRequired();
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Serverul nu a răspuns la timp.");
  });

  it("shows a failed save with its status and the server's reason, and field errors under the fields", async () => {
    let answer = { status: 500, body: { code: "INTERNAL_ERROR", message: "Eroare internă." } };
    mockApi({ "GET /api/csrf": CSRF_OK, "POST /api/admin/announcements": () => answer });
    renderForm();
    await fillRequired();
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Salvarea a eșuat (cod 500). Eroare internă.");

    answer = {
      status: 400,
      body: { code: "VALIDATION_ERROR", message: "x", fields: { location: "maxLength200" } } as never,
    };
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));
    const location = screen.getByRole("textbox", { name: /^Locație/ });
    await waitFor(() => expect(location).toHaveAccessibleDescription(/Cel mult 200 de caractere/));
  });

  it("checks the times in the form: the end must come after the start", async () => {
    renderForm();
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/^Ora de început/), "14:00");
    await userEvent.type(screen.getByLabelText(/^Ora de sfârșit/), "13:00");
    await userEvent.click(screen.getByRole("button", { name: "Salvați" }));
    const preview = screen.getByRole("region", { name: "Previzualizare" });
    expect(within(preview).getByRole("heading", { name: "Cupa de iarnă" })).toBeInTheDocument();
    expect(await screen.findByText("Ora de sfârșit trebuie să fie după ora de început.")).toBeInTheDocument();
  });
});
