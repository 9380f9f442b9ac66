import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";

/** Issue 30 #3: a failed save reports every missing field at once and moves focus to the first invalid one. */
const { baseUrl, page } = useBrowserSession({ signInAs: "Dispatchers" });

describe("a failed save (issue 30 #3)", () => {
  it("New Work Order: an empty Save names every missing field and focuses the first invalid one, not Save", async () => {
    await page.goto(`${baseUrl}/workorder/new?id=0`);
    await page.getByRole("tab", { name: "Notes" }).waitFor();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    for (const field of ["Customer", "Job Site", "Due Date", "Brief Description"])
      await page.getByText(`${field} is required.`).first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const first = document.querySelector("#main-content [aria-invalid='true']");
          return {
            onFirstInvalid: first !== null && document.activeElement === first,
            focusedInvalid: document.activeElement?.getAttribute("aria-invalid"),
            focusedIsButton: document.activeElement?.tagName === "BUTTON",
          };
        }),
      )
      .toEqual({ onFirstInvalid: true, focusedInvalid: "true", focusedIsButton: false });
  });
});
