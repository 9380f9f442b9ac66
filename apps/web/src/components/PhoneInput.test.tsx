// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { useForm } from "@mantine/form";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { PhoneInput } from "./PhoneInput.tsx";

const Form = () => {
  const form = useForm({ initialValues: { fax: "" } });
  return (
    <MantineProvider>
      <PhoneInput label="Billing Fax" {...form.getInputProps("fax")} />
      <output data-testid="value">{form.getValues().fax}</output>
    </MantineProvider>
  );
};

afterEach(cleanup);

describe("PhoneInput (spec 3 §5 mask)", () => {
  it("shows and holds +1 (X00) 000-0000 while the user types, and lets them delete", async () => {
    render(<Form />);
    const input = screen.getByRole("textbox", { name: "Billing Fax" });
    await userEvent.type(input, "212555");
    expect(input).toHaveProperty("value", "+1 (212) 555");
    await userEvent.type(input, "01009");
    expect(input).toHaveProperty("value", "+1 (212) 555-0100");
    expect(screen.getByTestId("value").textContent).toBe("+1 (212) 555-0100");
    await userEvent.clear(input);
    expect(input).toHaveProperty("value", "");
  });
});
