import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { IOANA_ID, session } from "../testing.ts";
import { AttendancePanel } from "./AttendancePanel.tsx";

describe("[COACH][SESSION] attendance panel", () => {
  it("shows the coach what each swimmer said: the rating and comment, and the reason of an announced absence", () => {
    const base = session();
    renderWithProviders(
      <AttendancePanel
        session={{
          ...base,
          participants: base.participants.map((p) =>
            p.student.id === IOANA_ID
              ? { ...p, rating: 4, ratingComment: "Serie grea, dar bună" }
              : { ...p, absenceAnnouncedAt: "2026-03-01T10:00:00Z", absenceReason: "Răcită" },
          ),
        }}
      />,
    );
    expect(screen.getByLabelText("Nota înotătorului: 4 din 5")).toBeInTheDocument();
    expect(screen.getByText("„Serie grea, dar bună”")).toBeInTheDocument();
    expect(screen.getByText("Motivul absenței: Răcită")).toBeInTheDocument();
    // Mihai has not rated: one rating only.
    expect(screen.getAllByLabelText(/^Nota înotătorului/)).toHaveLength(1);
  });
});
