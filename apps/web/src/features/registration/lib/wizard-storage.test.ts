import { beforeEach, describe, expect, it } from "vitest";
import { loadWizard, saveWizard, WIZARD_STORAGE_KEY } from "./wizard-storage.ts";
import { EMPTY_VALUES } from "./wizard-values.ts";

/* What a reload gets back from the tab's storage, and what it refuses (checked by hand, without zod). */

const SAVED = {
  step: 3,
  idempotencyKey: "55555555-5555-4555-8555-555555555555",
  values: {
    ...EMPTY_VALUES,
    fullName: "Ion Popescu",
    choices: [{ slotId: "slot-1", instructorId: "" }],
    gdprAccepted: true,
    gdprVersion: 3,
  },
  certificate: { name: "adeverinta.pdf", sizeBytes: 1234, contentType: "application/pdf" },
};

const store = (value: unknown) => sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(value));

beforeEach(() => sessionStorage.clear());

describe("[REGISTRATION] the wizard saved in the tab", () => {
  it("gives back what was saved", () => {
    saveWizard(SAVED);
    expect(loadWizard()).toEqual(SAVED);
  });

  it("starts afresh when the entry is not the wizard's (version, step, key, values, JSON)", () => {
    for (const wrong of [
      { ...SAVED, version: 2 },
      { ...SAVED, version: 1, step: 7 },
      { ...SAVED, version: 1, step: 1.5 },
      { ...SAVED, version: 1, idempotencyKey: "" },
      { ...SAVED, version: 1, values: null },
      [],
    ]) {
      store(wrong);
      const loaded = loadWizard();
      expect(loaded.step).toBe(0);
      expect(loaded.values).toEqual(EMPTY_VALUES);
      expect(loaded.idempotencyKey).not.toBe(SAVED.idempotencyKey);
    }
    sessionStorage.setItem(WIZARD_STORAGE_KEY, "{not json");
    expect(loadWizard().step).toBe(0);
  });

  it("empties only the values it cannot read, and keeps the rest", () => {
    store({
      ...SAVED,
      version: 1,
      values: {
        ...SAVED.values,
        fullName: "x".repeat(2001),
        email: 42,
        choices: [{ slotId: "slot-1", instructorId: "" }, { slotId: 7 }],
        gdprAccepted: "yes",
        gdprVersion: 2.5,
        street: "Strada Sportului",
        extra: "dropped",
      },
      certificate: { name: "adeverinta.pdf", sizeBytes: "1234", contentType: "application/pdf" },
    });
    const loaded = loadWizard();
    expect(loaded.step).toBe(3);
    expect(loaded.values).toEqual({ ...EMPTY_VALUES, street: "Strada Sportului" });
    expect(loaded.certificate).toBeNull();
  });
});
