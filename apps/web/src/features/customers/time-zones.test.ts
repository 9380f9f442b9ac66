import { describe, expect, it } from "vitest";
import { timeZoneGroups } from "./time-zones.ts";

describe("job-site Time Zone choices", () => {
  it("lists the US states' zones first, then the other IANA zones once each", () => {
    const [us, other] = timeZoneGroups();
    expect(us?.group).toBe("United States");
    expect(us?.items).toEqual(
      expect.arrayContaining(["America/New_York", "America/Chicago", "Pacific/Honolulu"]),
    );
    expect(other?.items).toContain("Europe/London");
    expect(other?.items).not.toContain("America/New_York");
  });

  it("keeps a stored zone the list does not know", () => {
    expect(timeZoneGroups("Mars/Olympus")[0]).toEqual({ group: "Current", items: ["Mars/Olympus"] });
    expect(timeZoneGroups("America/Denver")[0]?.group).toBe("United States");
  });
});
