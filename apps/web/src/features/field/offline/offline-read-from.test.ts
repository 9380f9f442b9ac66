import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../../../api/api-error.ts";
import { matchesWoNumber } from "../today-query.ts";
import { offlineAsOf, offlineRead, offlineReadFrom } from "./field-offline.ts";

const Cards = z.array(z.object({ id: z.number(), wonumber: z.string() }));
type Cards = z.infer<typeof Cards>;
const day: Cards = [
  { id: 1, wonumber: "KOP-100056" },
  { id: 2, wonumber: "LKP-100125" },
  { id: 3, wonumber: "SUM-100097" },
];
const offline = () => Promise.reject(new ApiError(0, { error: "network_error", message: "offline" }));
const byNumber = (search: string) => (cards: Cards) =>
  cards.filter((c) => matchesWoNumber(c.wonumber, search));
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("a Today search first typed offline (issue 31 §4)", () => {
  it("filters the day's kept cards as the server would, as of when they were kept", async () => {
    await offlineRead("today:", Cards, async () => day);
    await settle(); // the answer is kept beside being returned
    expect(await offlineReadFrom("today:p-100", "today:", Cards, offline, byNumber("p-100"))).toEqual([
      { id: 1, wonumber: "KOP-100056" },
      { id: 2, wonumber: "LKP-100125" },
    ]);
    expect(offlineAsOf("today:p-100")).not.toBeNull();
    expect(await offlineReadFrom("today:100097", "today:", Cards, offline, byNumber("100097"))).toEqual([
      { id: 3, wonumber: "SUM-100097" },
    ]);
  });

  it("online it is the server's answer; a refusal is thrown, not answered from the phone", async () => {
    const server: Cards = [{ id: 9, wonumber: "X-9" }];
    expect(await offlineReadFrom("today:x", "today:", Cards, async () => server, byNumber("x"))).toEqual(
      server,
    );
    expect(offlineAsOf("today:x")).toBeNull();
    const refused = () => Promise.reject(new ApiError(403, { error: "forbidden", message: "no" }));
    await expect(offlineReadFrom("today:y", "today:", Cards, refused, byNumber("y"))).rejects.toMatchObject({
      status: 403,
    });
  });

  it("with nothing kept for the day either, the failure stands", async () => {
    await expect(offlineReadFrom("never:a", "never:", Cards, offline, byNumber("a"))).rejects.toMatchObject({
      status: 0,
    });
  });
});
