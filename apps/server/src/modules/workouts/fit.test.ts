import { type TWorkoutSteps, ZWorkoutSteps } from "@bazin/shared/domain/training/workout-steps";
import { EQUIPMENT } from "@bazin/shared/domain/training/workout-taxonomy";
import { Decoder, Stream } from "@garmin/fitsdk";
import { describe, expect, it } from "vitest";
import { translator } from "../../lib/i18n.ts";
import { encodeWorkoutFit, type FitWorkout, fitFileName } from "./fit.ts";
import { fitWords } from "./service.ts";
import { repeat, restStep, step } from "./workouts-fixtures.ts";

/*
 * The Garmin FIT export (SPEC §8): workouts like the demo club's are encoded, then read back with the SDK's own
 * decoder, integrity checked, and every message compared with what the tree says: names, distances, rests,
 * send-offs, repeat targets (nested too), strokes, equipment and the pool.
 */

const words = fitWords(translator("ro"));
const createdAt = new Date("2026-11-22T10:00:00Z");

function workout(steps: Record<string, unknown>, over: Partial<FitWorkout> = {}): FitWorkout {
  return { name: "Test", notes: "", steps: ZWorkoutSteps.parse(steps) as TWorkoutSteps, ...over };
}

/** Encodes, checks the file's integrity and decodes it back with the SDK. */
function roundTrip(input: FitWorkout, poolLength: 25 | 50 = 25) {
  const bytes = encodeWorkoutFit(input, poolLength, words, createdAt);
  const decoder = new Decoder(Stream.fromBuffer(Buffer.from(bytes)));
  expect(decoder.checkIntegrity()).toBe(true);
  const { messages, errors } = decoder.read();
  expect(errors).toEqual([]);
  return {
    header: messages.workoutMesgs![0]!,
    fileId: messages.fileIdMesgs![0]!,
    steps: messages.workoutStepMesgs!,
  };
}

describe("Garmin FIT workout file", () => {
  it("writes a pool-swimming workout file with the workout's name, notes and pool length", () => {
    const { header, fileId } = roundTrip(
      workout({ main: [step()] }, { name: "Rezistență aerobă 5 km", notes: "Bază aerobă, ritm constant." }),
      50,
    );
    expect(fileId.type).toBe("workout");
    expect(header).toMatchObject({
      wktName: "Rezistență aerobă 5 km",
      wktDescription: "Bază aerobă, ritm constant.",
      sport: "swimming",
      subSport: "lapSwimming",
      poolLength: 50,
      poolLengthUnit: "metric",
      numValidSteps: 1,
    });
  });

  it("flattens a demo-like set: drills, rests, a send-off and nested repeats pointing back to their blocks", () => {
    const { header, steps } = roundTrip(
      workout({
        warmup: [
          step({ category: "warmup", distanceMetres: 400, stroke: "choice" }),
          repeat(4, [step({ stroke: "im", drill: "drill", restSeconds: 15 })]),
        ],
        main: [
          repeat(3, [
            repeat(
              4,
              [
                step({
                  effort: "hard",
                  intensity: { kind: "pace", secondsPer100: 80 },
                  equipment: ["paddles", "pullbuoy"],
                  notes: "respirație la 3",
                }),
              ],
              100,
            ),
            restStep(60),
          ]),
        ],
        cooldown: [
          step({ stroke: "backstroke", drill: "kick", effort: "recovery", equipment: ["kickboard"] }),
        ],
      }),
    );
    const summary = steps.map((s) => ({
      index: s.messageIndex,
      type: s.durationType,
      metres: s.durationDistance,
      seconds: s.durationTime,
      backTo: s.durationStep,
      times: s.repeatSteps,
      stroke: s.targetStrokeType,
      intensity: s.intensity,
      equipment: s.equipment,
    }));
    expect(summary).toEqual(
      [
        { index: 0, type: "distance", metres: 400, intensity: "warmup" },
        { index: 1, type: "distance", metres: 100, stroke: "drill", intensity: "warmup" },
        { index: 2, type: "time", seconds: 15, intensity: "rest" },
        { index: 3, type: "repeatUntilStepsCmplt", backTo: 1, times: 4 },
        {
          index: 4,
          type: "distance",
          metres: 100,
          stroke: "freestyle",
          intensity: "active",
          equipment: "swimPullBuoy",
        },
        { index: 5, type: "repetitionTime", seconds: 100, intensity: "rest" },
        { index: 6, type: "repeatUntilStepsCmplt", backTo: 4, times: 4 },
        { index: 7, type: "time", seconds: 60, intensity: "rest" },
        { index: 8, type: "repeatUntilStepsCmplt", backTo: 4, times: 3 },
        {
          index: 9,
          type: "distance",
          metres: 100,
          stroke: "backstroke",
          intensity: "cooldown",
          equipment: "swimKickboard",
        },
      ].map((expected) => expect.objectContaining(expected)),
    );
    expect(header.numValidSteps).toBe(10);
    // The choice stroke has no FIT stroke: no stroke target rather than a wrong one.
    expect(steps[0]).toMatchObject({ targetType: "open" });
    expect(steps[0]!.targetStrokeType).toBeUndefined();
    // Names and notes in the club's words; the second piece of equipment goes to the notes.
    expect(steps[1]!.wktStepName).toBe("Exercițiu tehnic · Ușor");
    expect(steps[4]).toMatchObject({ wktStepName: "Greu", notes: "respirație la 3 · Palete" });
    expect(steps[9]!.wktStepName).toBe("Picioare · Recuperare");
    // The pace target 1:20/100 m as a speed window of ±2 s: 100/82 … 100/78 m/s.
    expect(steps[4]!.secondaryTargetType).toBe("speed");
    expect(steps[4]!.secondaryCustomTargetSpeedLow).toBeCloseTo(100 / 82, 3);
    expect(steps[4]!.secondaryCustomTargetSpeedHigh).toBeCloseTo(100 / 78, 3);
    // The swim step before a send-off keeps no rest of its own: the send-off decides when the round leaves.
    expect(steps.filter((s) => s.durationType === "time").map((s) => s.durationTime)).toEqual([15, 60]);
  });

  it.each([
    ["freestyle", "freestyle"],
    ["backstroke", "backstroke"],
    ["breaststroke", "breaststroke"],
    ["butterfly", "butterfly"],
    ["im", "im"],
    ["im_by_round", "imByRound"],
    ["reverse_im", "rimo"],
    ["mixed", "mixed"],
    ["choice", undefined],
  ])("writes the %s stroke as FIT's %s", (stroke, fitStroke) => {
    const { steps } = roundTrip(workout({ main: [step({ stroke })] }));
    expect(steps[0]!.targetStrokeType).toBe(fitStroke);
  });

  it("writes each piece of equipment as FIT's swim equipment", () => {
    const fit = EQUIPMENT.filter((item) => item !== "none").map(
      (item) => roundTrip(workout({ main: [step({ equipment: [item] })] })).steps[0]!.equipment,
    );
    expect(fit).toEqual(["swimKickboard", "swimPullBuoy", "swimFins", "swimPaddles", "swimSnorkel"]);
    expect(roundTrip(workout({ main: [step({ equipment: ["none"] })] })).steps[0]!.equipment).toBeUndefined();
  });

  it("swims a block of one round once, with no repeat step", () => {
    const { steps } = roundTrip(workout({ main: [repeat(1, [step({ distanceMetres: 800 })])] }));
    expect(steps.map((s) => [s.durationType, s.durationDistance])).toEqual([["distance", 800]]);
  });

  it("cuts notes longer than a FIT string holds without splitting a letter", () => {
    const { steps, header } = roundTrip(
      workout({ main: [step({ notes: "ș".repeat(400) })] }, { notes: "ț".repeat(1500) }),
    );
    expect(steps[0]!.notes).toBe("ș".repeat(127));
    expect(header.wktDescription).toBe("ț".repeat(127));
  });

  it("names the download after the workout in plain ASCII", () => {
    expect(fitFileName("Rezistență aerobă 5 km", "x")).toBe("Rezistenta-aeroba-5-km.fit");
    expect(fitFileName("  Ștafetă: 4×50 (copie 2) ", "x")).toBe("Stafeta-4-50-copie-2.fit");
    expect(fitFileName("🏊‍♀️", "1a2b3c4d")).toBe("1a2b3c4d.fit");
  });
});
