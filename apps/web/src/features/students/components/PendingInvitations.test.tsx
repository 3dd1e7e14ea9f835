import type { TPendingInvitation, TPendingInvitationList } from "@bazin/shared/contracts/invitations";
import { Button } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CSRF_OK, type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { useInviteAccount } from "../api/accounts.ts";
import { useStudentAction } from "../api/students.ts";
import { PendingInvitations } from "./PendingInvitations.tsx";

const COACH: TPendingInvitation = {
  id: "3f1e2d4c-5b6a-4789-9abc-def012345678",
  email: "ana.stefanescu@example.ro",
  firstName: "Ana",
  lastName: "Ștefănescu",
  role: "coach",
  invitedBy: "Ion Țepeș",
  createdAt: "2026-06-03T09:00:00.000Z",
  expiresAt: "2026-06-10T09:00:00.000Z",
  expired: false,
};
const EXPIRED: TPendingInvitation = {
  ...COACH,
  id: "9a8b7c6d-5e4f-4321-8fed-cba987654321",
  email: "mihai@example.ro",
  firstName: "Mihai",
  lastName: "Pop",
  role: "admin",
  invitedBy: null,
  createdAt: "2026-05-01T09:00:00.000Z",
  expiresAt: "2026-05-08T09:00:00.000Z",
  expired: true,
};

const list = (items: TPendingInvitation[], truncated = false): MockAnswer => ({
  body: { items, truncated } satisfies TPendingInvitationList,
});
const listRequests = (requests: Request[]) =>
  requests.filter((r) => r.method === "GET" && new URL(r.url).pathname === "/api/auth/invitations");

function start() {
  return renderWithProviders(
    <>
      <Notifications />
      <PendingInvitations />
    </>,
  );
}

describe("[ADMIN][ACCOUNTS] pending invitations", () => {
  it("lists who was invited, as what, by whom and until when, marking expired links", async () => {
    mockApi({ "GET /api/auth/invitations": list([COACH, EXPIRED]) });
    start();
    expect(await screen.findByRole("heading", { name: "Invitații în așteptare" })).toBeInTheDocument();
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Ana Ștefănescu");
    expect(items[0]).toHaveTextContent("ana.stefanescu@example.ro");
    expect(items[0]).toHaveTextContent("Antrenor");
    expect(items[0]).toHaveTextContent("Trimisă pe 3 iun. 2026 de Ion Țepeș");
    expect(items[0]).toHaveTextContent("Linkul expiră pe 10 iun. 2026");
    expect(items[0]).not.toHaveTextContent("Expirată");
    expect(items[1]).toHaveTextContent("Administrator");
    expect(items[1]).toHaveTextContent("Expirată");
    expect(items[1]).toHaveTextContent("Linkul a expirat pe 8 mai 2026");
    // Invited from the command line: no made-up sender.
    expect(within(items[1]!).getByText("Trimisă pe 1 mai 2026")).toBeInTheDocument();
  });

  it("resends an invitation, says the old link stopped working, and reloads the list", async () => {
    let current = [EXPIRED];
    const renewed = { ...EXPIRED, expired: false, expiresAt: "2026-06-17T09:00:00.000Z" };
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/auth/invitations": () => list(current),
      [`POST /api/auth/invitations/${EXPIRED.id}/resend`]: () => {
        current = [renewed];
        return { body: renewed };
      },
    });
    start();
    await userEvent.click(
      await screen.findByRole("button", { name: "Retrimite invitația pentru Mihai Pop" }),
    );
    expect(
      await screen.findByText(
        "Invitația a fost retrimisă la mihai@example.ro, cu un link nou valabil 7 zile. Linkul vechi nu mai funcționează.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Linkul expiră pe 17 iun\. 2026/)).toBeInTheDocument();
    expect(screen.queryByText("Expirată")).not.toBeInTheDocument();
    expect(listRequests(api.requests)).toHaveLength(2);
  });

  it("withdraws an invitation only after confirmation", async () => {
    let current = [COACH, EXPIRED];
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/auth/invitations": () => list(current),
      [`DELETE /api/auth/invitations/${COACH.id}`]: () => {
        current = [EXPIRED];
        return { status: 204 };
      },
    });
    start();
    const withdraw = await screen.findByRole("button", { name: "Retrage invitația pentru Ana Ștefănescu" });
    await userEvent.click(withdraw);
    let dialog = await screen.findByRole("dialog", { name: "Confirmare" });
    expect(dialog).toHaveTextContent(
      "Retrageți invitația trimisă lui Ana Ștefănescu la ana.stefanescu@example.ro? Linkul din email nu va mai funcționa.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Anulează" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.requests.some((r) => r.method === "DELETE")).toBe(false);

    await userEvent.click(withdraw);
    dialog = await screen.findByRole("dialog", { name: "Confirmare" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Retrage invitația" }));
    expect(
      await screen.findByText("Invitația pentru ana.stefanescu@example.ro a fost retrasă."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(screen.queryByText("Ana Ștefănescu")).not.toBeInTheDocument();
  });

  it("shows the server's reason when a resend or withdrawal is refused, and the generic one on a server error", async () => {
    let answer: MockAnswer = {
      status: 404,
      body: { code: "INVITATION_NOT_FOUND", message: "Invitația nu mai este în așteptare." },
    };
    mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/auth/invitations": list([COACH]),
      [`POST /api/auth/invitations/${COACH.id}/resend`]: () => answer,
      [`DELETE /api/auth/invitations/${COACH.id}`]: {
        status: 500,
        body: { code: "INTERNAL_ERROR", message: "x" },
      },
    });
    start();
    const resend = await screen.findByRole("button", { name: "Retrimite invitația pentru Ana Ștefănescu" });
    await userEvent.click(resend);
    expect(await screen.findByText("Invitația nu mai este în așteptare.")).toBeInTheDocument();
    answer = { status: 500, body: { code: "INTERNAL_ERROR", message: "x" } };
    await userEvent.click(resend);
    expect(await screen.findByText("Invitația nu a putut fi retrimisă.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Retrage invitația pentru Ana Ștefănescu" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirmare" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Retrage invitația" }));
    expect(await screen.findByText("Invitația nu a putut fi retrasă.")).toBeInTheDocument();
  });

  it("offers a retry when the list fails, and says when nothing is pending", async () => {
    let answer: MockAnswer = { status: 500, body: { code: "INTERNAL_ERROR", message: "x" } };
    mockApi({ "GET /api/auth/invitations": () => answer });
    start();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Invitațiile în așteptare nu au putut fi încărcate.");
    answer = list([]);
    await userEvent.click(within(alert).getByRole("button", { name: "Reîncearcă" }));
    expect(await screen.findByText(/Nicio invitație în așteptare/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says when only the newest invitations are shown", async () => {
    mockApi({ "GET /api/auth/invitations": list([COACH, EXPIRED], true) });
    start();
    expect(await screen.findByText("Sunt afișate doar cele mai noi 2 invitații.")).toBeInTheDocument();
  });

  it("reloads after an admin invites an account or a student", async () => {
    let current: TPendingInvitation[] = [];
    const api = mockApi({
      "GET /api/csrf": CSRF_OK,
      "GET /api/auth/invitations": () => list(current),
      "POST /api/auth/invitations": () => {
        current = [COACH];
        return {
          status: 201,
          body: { id: COACH.id, email: COACH.email, role: "coach", expiresAt: COACH.expiresAt },
        };
      },
      "POST /api/students/s1/invite": () => {
        current = [EXPIRED, COACH];
        return { status: 201, body: { email: EXPIRED.email, expiresAt: EXPIRED.expiresAt } };
      },
    });
    function Inviters() {
      const invite = useInviteAccount();
      const student = useStudentAction();
      const who = { email: COACH.email, role: "coach", firstName: "Ana", lastName: "Ștefănescu" } as const;
      return (
        <>
          <Button onClick={() => invite.mutate(who)}>account</Button>
          <Button onClick={() => student.mutate({ action: "invite", id: "s1" })}>student</Button>
        </>
      );
    }
    renderWithProviders(
      <>
        <PendingInvitations />
        <Inviters />
      </>,
    );
    expect(await screen.findByText(/Nicio invitație în așteptare/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "account" }));
    expect(await screen.findByText("Ana Ștefănescu")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "student" }));
    expect(await screen.findByText("Mihai Pop")).toBeInTheDocument();
    expect(listRequests(api.requests)).toHaveLength(3);
  });
});
