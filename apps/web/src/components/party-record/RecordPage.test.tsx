// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RecordPage } from "./RecordPage.tsx";

const draw = (saveDisabled = false) => {
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  const onTabChange = vi.fn();
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <RecordPage
          onSubmit={onSubmit}
          tab="details"
          onTabChange={onTabChange}
          backTo="/vendor"
          backLabel="Back to List"
          title="Acme HVAC"
          saving={false}
          saveDisabled={saveDisabled}
          tabs={[
            { value: "details", label: "Details", panel: <p>the details</p> },
            { value: "notes", label: "Notes", disabled: true },
          ]}
        >
          <p>a popup</p>
        </RecordPage>
      </MemoryRouter>
    </MantineProvider>,
  );
  return { onSubmit, onTabChange };
};

describe("RecordPage", () => {
  it("is one form: the header's Save submits it; the tabs and the popups sit inside", async () => {
    const { onSubmit } = draw();
    expect(screen.getByRole("link", { name: "Back to List" }).getAttribute("href")).toBe("/vendor");
    expect(screen.getByRole("heading", { name: "Acme HVAC" })).toBeTruthy();
    expect(screen.getByText("the details")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Notes" }).hasAttribute("disabled")).toBe(true);
    const form = screen.getByRole("button", { name: "Save" }).closest("form");
    expect(form?.contains(screen.getByText("a popup"))).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("keeps Save off when the caller may not edit", () => {
    draw(true);
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);
  });
});
