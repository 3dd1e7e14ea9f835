import { describe, expect, it } from "vitest";
import { activeFilterCount, LIBRARY_DEFAULTS, librarySearch, parseLibrarySearch } from "./library-params.ts";

describe("[COACH][WORKOUTS] the library's address", () => {
  it("reads and writes every filter the contract knows, lists comma-separated", () => {
    const search =
      "q=rezistenta&level=intermediate&type=endurance&minDistance=1000&maxDistance=3000&stroke=freestyle%2Cbackstroke" +
      "&equipment=fins&zone=4&authorId=7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a&archived=true&sort=-distance&page=3";
    const filter = parseLibrarySearch(new URLSearchParams(search));
    expect(filter.stroke).toEqual(["freestyle", "backstroke"]);
    expect(filter.archived).toBe(true);
    expect(activeFilterCount(filter)).toBe(9);
    expect(new URLSearchParams(librarySearch(filter) as Record<string, string>).toString()).toBe(search);
  });

  it("leaves the defaults out of the address", () => {
    expect(librarySearch(LIBRARY_DEFAULTS)).toEqual({});
  });

  it("takes the Romanian words of a shared link (nivel, tip)", () => {
    const filter = parseLibrarySearch(new URLSearchParams("level=avansat&type=rezistenta"));
    expect([filter.level, filter.type]).toEqual(["advanced", "endurance"]);
  });

  it("drops only the value it cannot read, keeping the rest of the link", () => {
    const filter = parseLibrarySearch(new URLSearchParams("level=expert&zone=9&type=technique&sort=name"));
    expect(filter.level).toBeUndefined();
    expect(filter.zone).toBeUndefined();
    expect(filter.type).toBe("technique");
  });
});
