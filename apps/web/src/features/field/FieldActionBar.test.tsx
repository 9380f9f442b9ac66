// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { FieldActionBar, type FieldBarSave } from "./FieldActionBar.tsx";
import { fieldApi } from "./field-api.ts";
import { submitFieldAction } from "./offline/field-offline.ts";

vi.mock("../../components/confirm-dialog.tsx", () => ({ confirmDialog: vi.fn() }));
// The phone's queue (IndexedDB) is not under test: nothing queued, each check-in answered by the test.
vi.mock("./offline/field-offline.ts", () => ({
  submitFieldAction: vi.fn(),
  fieldToast: (sent: string) => () => sent,
  useFieldQueue: () => [],
  fieldQueue: { retry: vi.fn(), discard: vi.fn() },
  offlineAsOf: () => null,
}));

const ELSEWHERE = "You are still checked in on FMB-1. Check out there first, or confirm to be on both.";
const FAR = "You are 5.6 km from the job site; check-in needs you within 400 m.";
const refusal = (message: string, field: string) =>
  new ApiError(400, { error: "invalid_state", message, fields: { [field]: message } });

const setup = (save?: FieldBarSave) => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <FieldActionBar
          workorderid={7}
          wonumber="FMB-7"
          locked={false}
          detailKey={["vendorportal", "detail", 7]}
          attachmentsKey={["vendorportal", "attachments", 7]}
          onAddNote={() => {}}
          save={save}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return user;
};

const checkInButton = () => screen.findByRole("button", { name: "Check In" });

beforeEach(() => {
  vi.spyOn(fieldApi, "mine").mockResolvedValue({ checkedin: false, at: null });
});
afterEach(() => vi.clearAllMocks());

describe("FieldActionBar check-in (issue 31)", () => {
  it("Cancel on 'Checked in elsewhere' is no refusal: no alert, no toast, nothing sent again", async () => {
    vi.mocked(submitFieldAction).mockRejectedValueOnce(refusal(ELSEWHERE, "confirm"));
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    const show = vi.spyOn(notifications, "show");
    const user = setup();
    await waitFor(async () => expect(await checkInButton()).toBeEnabled());
    await user.click(await checkInButton());
    await waitFor(() =>
      expect(confirmDialog).toHaveBeenCalledWith(
        ELSEWHERE,
        "Checked in elsewhere",
        "Check in here too",
        "Cancel",
      ),
    );
    await waitFor(async () => expect(await checkInButton()).toBeEnabled());
    expect(submitFieldAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText("Check-in refused")).toBeNull();
    expect(show).not.toHaveBeenCalled();
  });

  it("'Check in here too' sends the check-in again with confirm and says Checked in", async () => {
    vi.mocked(submitFieldAction)
      .mockRejectedValueOnce(refusal(ELSEWHERE, "confirm"))
      .mockResolvedValueOnce({ sent: true, data: {} });
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    const show = vi.spyOn(notifications, "show");
    const user = setup();
    await waitFor(async () => expect(await checkInButton()).toBeEnabled());
    await user.click(await checkInButton());
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: "Checked in" })),
    );
    expect(vi.mocked(submitFieldAction).mock.calls.map(([p]) => p.kind === "checkin" && p.confirm)).toEqual([
      false,
      true,
    ]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("outside the fence: the refusal is shown, scrolled into view, with Get a check-in code", async () => {
    vi.mocked(submitFieldAction).mockRejectedValueOnce(refusal(FAR, "latitude"));
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    const user = setup();
    await waitFor(async () => expect(await checkInButton()).toBeEnabled());
    await user.click(await checkInButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Check-in refused");
    expect(alert).toHaveTextContent(FAR);
    expect(screen.getByRole("button", { name: "Get a check-in code" })).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledWith({ block: "center" });
    expect(scroll.mock.contexts.at(-1)).toBe(alert);
  });

  it("a refusal a code would not help (already checked in here) offers no code", async () => {
    vi.mocked(submitFieldAction).mockRejectedValueOnce(
      refusal("You are already checked in on this work order.", "workorderid"),
    );
    const user = setup();
    await waitFor(async () => expect(await checkInButton()).toBeEnabled());
    await user.click(await checkInButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You are already checked in on this work order.",
    );
    expect(screen.queryByRole("button", { name: "Get a check-in code" })).toBeNull();
  });
});

describe("FieldActionBar Save (issue 31: the page's save within the thumb's reach)", () => {
  it("is absent when the page offers none", async () => {
    setup();
    await checkInButton();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("calls the page's save", async () => {
    const onSave = vi.fn();
    const user = setup({ onSave, disabled: false, loading: false });
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("is disabled when the page has nothing to save", async () => {
    setup({ onSave: vi.fn(), disabled: true, loading: false });
    expect(await screen.findByRole("button", { name: "Save" })).toBeDisabled();
  });
});
