// @vitest-environment jsdom
import type { Tech } from "@fm/domain/contracts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChangePasswordModal } from "./TechModals.tsx";
import { vendorApi } from "./vendor-portal-api.ts";

const TECH: Tech = {
  user_id: 42,
  given_name: "Terry",
  family_name: "Tech",
  name: "Terry Tech",
  email: "t@example.com",
  blocked: false,
  isactive: true,
  logins_count: 3,
};

const setup = () => {
  const onClose = vi.fn<() => void>();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <ChangePasswordModal tech={TECH} onClose={onClose} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { user, onClose };
};

afterEach(() => vi.restoreAllMocks());

describe("Change Password popup (spec 3 §2.8)", () => {
  it("says 'Use same password' on a mismatch and keeps Save disabled", async () => {
    const { user } = setup();
    expect(screen.getByRole("textbox", { name: "Technician" })).toHaveProperty("value", "Terry Tech");
    await user.type(screen.getByLabelText("New Password"), "Secret-pass1");
    await user.type(screen.getByLabelText("Confirm Password"), "Secret-pass2");
    expect(screen.getByRole("status").textContent).toBe("Use same password");
    expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("disabled", true);
  });

  it("says 'Password Matched' on a match and sends the new password for that tech", async () => {
    const change = vi
      .spyOn(vendorApi, "changePassword")
      .mockResolvedValue({ user_id: 42, revokedsessions: 1 });
    const { user, onClose } = setup();
    await user.type(screen.getByLabelText("New Password"), "Secret-pass1");
    await user.type(screen.getByLabelText("Confirm Password"), "Secret-pass1");
    expect(screen.getByRole("status").textContent).toBe("Password Matched");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(change).toHaveBeenCalledWith({
      user_id: 42,
      password: "Secret-pass1",
      confirmpassword: "Secret-pass1",
    });
  });
});
