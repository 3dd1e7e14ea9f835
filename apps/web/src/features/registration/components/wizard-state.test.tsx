import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import {
  ADULT,
  CERTIFICATE,
  IDS,
  mockUpload,
  mockWizardApi,
  renderWizard,
  seedWizard,
  storedWizard,
} from "../testing.tsx";

/*
 * The wizard keeps its state across steps and reloads (session storage), never the file itself: after a
 * reload past step 6 the certificate shows as uploaded from what was stored.
 */

beforeEach(() => sessionStorage.clear());

describe("[REGISTRATION] state across steps and reloads", () => {
  it("comes back to the same step with the same answers after a remount, and keeps them going back", async () => {
    mockWizardApi();
    const first = renderWizard();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nume și prenume"), "Ion Popescu");
    fireEvent.change(screen.getByLabelText("Data nașterii"), { target: { value: "1990-04-10" } });
    await user.click(screen.getByRole("button", { name: "Continuă" }));
    await user.type(await screen.findByLabelText("Telefon"), "0722123456");
    const key = storedWizard().idempotencyKey;
    first.unmount();

    renderWizard();
    expect(
      await screen.findByRole("heading", { level: 2, name: "Pasul 2 din 7 Contact" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Telefon")).toHaveValue("0722123456");
    expect(storedWizard().idempotencyKey).toBe(key);
    await user.click(screen.getByRole("button", { name: "Înapoi" }));
    expect(await screen.findByLabelText("Nume și prenume")).toHaveValue("Ion Popescu");
    expect(screen.getByLabelText("Data nașterii")).toHaveValue("1990-04-10");
  });

  it("shows a certificate uploaded before a reload as done, without its file", async () => {
    mockWizardApi();
    seedWizard(5, { ...ADULT }, CERTIFICATE);
    renderWizard();
    const card = await screen.findByTestId("certificate-file");
    expect(card).toHaveTextContent("adeverinta.pdf");
    expect(card).toHaveTextContent("Fișier încărcat");
    expect(screen.getByRole("button", { name: "Înlocuiește fișierul" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Continuă" }));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Pasul 7 din 7 Rezumat" }),
    ).toBeInTheDocument();
    expect(screen.getByText("adeverinta.pdf (1,2 kB)")).toBeInTheDocument();
  });

  it("uploads the certificate with progress and the anti-forgery token, then can remove it", async () => {
    mockWizardApi();
    const { sent, release } = mockUpload(undefined, { held: true });
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the app reads this cookie
    document.cookie = "XSRF-TOKEN=token-from-cookie; path=/";
    seedWizard(5, { ...ADULT, certificateUploadId: "" });
    renderWizard();
    const input = await screen.findByLabelText("Fișierul adeverinței", { selector: "input" });
    const file = new File(["%PDF-1.4 test"], "adeverinta.pdf", { type: "application/pdf" });
    await userEvent.upload(input, file);
    expect(await screen.findByRole("progressbar", { name: "Progresul încărcării" })).toBeInTheDocument();
    release();
    expect(await screen.findByText("Fișier încărcat")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers["X-XSRF-TOKEN"]).toBe("token-from-cookie");
    expect(sent[0]!.headers["Accept-Language"]).toBe("ro");
    expect((sent[0]!.body!.get("file") as File).name).toBe("adeverinta.pdf");
    await waitFor(() => expect(storedWizard().values.certificateUploadId).toBe(IDS.upload));
    expect(storedWizard().certificate).toEqual({
      name: "adeverinta.pdf",
      sizeBytes: 1234,
      contentType: "application/pdf",
    });

    await userEvent.click(screen.getByRole("button", { name: "Elimină fișierul" }));
    expect(screen.queryByTestId("certificate-file")).not.toBeInTheDocument();
    await waitFor(() => expect(storedWizard().values.certificateUploadId).toBe(""));
  });

  it("shows an image's thumbnail while its file is in memory", async () => {
    mockWizardApi();
    mockUpload({ status: 201, body: { uploadId: IDS.upload, contentType: "image/png", sizeBytes: 4 } });
    URL.createObjectURL = () => "blob:preview";
    URL.revokeObjectURL = () => undefined;
    seedWizard(5, { ...ADULT, certificateUploadId: "" });
    renderWizard();
    await userEvent.upload(
      await screen.findByLabelText("Fișierul adeverinței", { selector: "input" }),
      new File(["png!"], "poza.png", { type: "image/png" }),
    );
    expect(await screen.findByRole("img", { name: "Previzualizarea adeverinței poza.png" })).toHaveAttribute(
      "src",
      "blob:preview",
    );
  });

  it("refuses a file too large or of another type in the browser, before uploading", async () => {
    mockWizardApi();
    const { sent } = mockUpload();
    seedWizard(5, { ...ADULT, certificateUploadId: "" });
    renderWizard();
    const input = await screen.findByLabelText("Fișierul adeverinței", { selector: "input" });
    const big = new File(["x"], "mare.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 5_242_881 });
    await userEvent.upload(input, big);
    expect(await screen.findByText("Fișierul este prea mare (maximum 5 MB).")).toBeInTheDocument();
    await userEvent.upload(input, new File(["x"], "doc.docx", { type: "application/msword" }), {
      applyAccept: false,
    });
    expect(await screen.findByText("Tipul fișierului nu este acceptat.")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's refusal of a file by its content", async () => {
    mockWizardApi();
    mockUpload({
      status: 415,
      body: { code: "UNSUPPORTED_FILE_TYPE", message: "Conținutul nu este PDF, JPG sau PNG." },
    });
    seedWizard(5, { ...ADULT, certificateUploadId: "" });
    renderWizard();
    await userEvent.upload(
      await screen.findByLabelText("Fișierul adeverinței", { selector: "input" }),
      new File(["MZ"], "virus.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByText("Conținutul nu este PDF, JPG sau PNG.")).toBeInTheDocument();
    expect(screen.queryByText("Fișier încărcat")).not.toBeInTheDocument();
  });

  it.each([
    [
      429,
      "UPLOADS_ADDRESS_FULL",
      "Ați încărcat deja multe fișiere de pe această conexiune în ultimele 24 de ore.",
    ],
    [503, "UPLOADS_FULL", "Încărcarea fișierelor este oprită temporar."],
  ])("says why an upload past the caps was refused (%i %s)", async (status, code, message) => {
    mockWizardApi();
    mockUpload({ status, body: { code, message } });
    seedWizard(5, { ...ADULT, certificateUploadId: "" });
    renderWizard();
    await userEvent.upload(
      await screen.findByLabelText("Fișierul adeverinței", { selector: "input" }),
      new File(["%PDF-1.4"], "adeverinta.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
