// @vitest-environment jsdom
import { MantineProvider, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { FormModal, type FormModalProps } from "./FormModal.tsx";

interface Values {
  title: string;
  date: string;
}

/** The popup under test: 'Edit Thing' 500x300, the request's `scheduledate` shown on the Date field. */
const POPUP = { title: "Edit Thing", width: 500, height: 300, fieldAliases: { scheduledate: "date" } };

type TestFormProps = Pick<FormModalProps<Values>, "onSubmit" | "onClose" | "failureToast">;

const TestForm = (props: TestFormProps) => {
  const form = useForm<Values>({
    initialValues: { title: "", date: "" },
    validate: { title: (v) => (v.trim() ? null : "Title is required.") },
  });
  return (
    <FormModal form={form} {...POPUP} {...props}>
      <TextInput label="Title" {...form.getInputProps("title")} />
      <TextInput label="Date" {...form.getInputProps("date")} />
    </FormModal>
  );
};

const setup = (onSubmit: (values: Values) => Promise<unknown>, failureToast?: string) => {
  const onClose = vi.fn<() => void>();
  const submit = vi.fn(onSubmit);
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <TestForm onSubmit={submit} onClose={onClose} failureToast={failureToast} />
    </MantineProvider>,
  );
  const title = () => screen.getByRole("textbox", { name: "Title" });
  const date = () => screen.getByRole("textbox", { name: "Date" });
  const save = () => screen.getByRole("button", { name: "Save" });
  return { user, submit, onClose, title, date, save };
};

const refusal = () =>
  new ApiError(400, {
    error: "bad_request",
    message: "The thing could not be saved.",
    fields: { title: "Title is taken.", scheduledate: "Pick a later date." },
  });

afterEach(() => vi.restoreAllMocks());

describe("FormModal", () => {
  it("shows the popup with its title and focuses the first field", async () => {
    const { title } = setup(async () => undefined);
    expect(screen.getByRole("dialog", { name: "Edit Thing" })).toBeInTheDocument();
    await waitFor(() => expect(title()).toHaveFocus());
  });

  it("submits the values with Enter", async () => {
    const { user, submit, title } = setup(async () => undefined);
    await user.type(title(), "Boiler{Enter}");
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toEqual({ title: "Boiler", date: "" });
  });

  it("does not submit while a client rule fails and shows its message on the field", async () => {
    const { user, submit, save, title } = setup(async () => undefined);
    await user.click(save());
    expect(await screen.findByText("Title is required.")).toBeInTheDocument();
    expect(title()).toHaveAttribute("aria-invalid", "true");
    expect(submit).not.toHaveBeenCalled();
  });

  it("keeps Save busy while saving and accepts no second submit", async () => {
    let finish: () => void = () => undefined;
    const { user, submit, save, title } = setup(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    await user.type(title(), "Boiler");
    await user.click(save());
    await waitFor(() => expect(save()).toHaveAttribute("data-loading"));
    expect(save()).toBeDisabled();
    await user.type(title(), "{Enter}");
    expect(submit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(save()).not.toHaveAttribute("data-loading"));
    expect(save()).toBeEnabled();
  });

  it("puts the server's field errors on the fields (aliases included) and its message in the popup", async () => {
    const show = vi.spyOn(notifications, "show");
    const { user, save, title, date, onClose } = setup(() => Promise.reject(refusal()));
    await user.type(title(), "Boiler");
    await user.click(save());
    expect(await screen.findByText("Title is taken.")).toBeInTheDocument();
    expect(screen.getByText("Pick a later date.")).toBeInTheDocument();
    expect(title()).toHaveAttribute("aria-invalid", "true");
    expect(date()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("The thing could not be saved.");
    expect(show).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(save()).toBeEnabled();

    // Typing clears that field's error; the next submit clears the message.
    await user.type(title(), "s");
    expect(screen.queryByText("Title is taken.")).not.toBeInTheDocument();
  });

  it("shows the spec's failure toast with the server's reason when it names one", async () => {
    const show = vi.spyOn(notifications, "show").mockReturnValue("toast");
    const { user, save, title } = setup(() => Promise.reject(refusal()), "Failed to save Thing");
    await user.type(title(), "Boiler");
    await user.click(save());
    await waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      title: "Failed to save Thing",
      message: "The thing could not be saved.",
      color: "red",
    });
  });

  it("closes with Cancel without saving", async () => {
    const { user, submit, onClose } = setup(async () => undefined);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it("never submits the page form it is rendered in (its submit stays in the popup, valid or not)", async () => {
    const pageSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    const submit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <form onSubmit={pageSubmit}>
          <TestForm onSubmit={submit} onClose={() => undefined} />
        </form>
      </MantineProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Title is required.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Boiler{Enter}");
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(pageSubmit).not.toHaveBeenCalled();
  });
});

/** A page button that opens the popup; the popup unmounts on close, as the screens do. */
const Opener = ({ onSubmit }: { onSubmit: (values: Values) => Promise<unknown> }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit thing
      </button>
      {open && (
        <TestForm
          onSubmit={async (v) => {
            await onSubmit(v);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};

const openFromButton = async (onSubmit: (values: Values) => Promise<unknown> = async () => undefined) => {
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <Opener onSubmit={onSubmit} />
    </MantineProvider>,
  );
  const opener = screen.getByRole("button", { name: "Edit thing" });
  await user.click(opener);
  await waitFor(() => expect(screen.getByRole("textbox", { name: "Title" })).toHaveFocus());
  return { user, opener };
};

describe("FormModal focus (issue 30)", () => {
  it("returns focus to the button that opened it after Cancel", async () => {
    const { user, opener } = await openFromButton();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("returns focus to the opener after Escape", async () => {
    const { user, opener } = await openFromButton();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("returns focus to the opener after a successful Save", async () => {
    const { user, opener } = await openFromButton();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Roof{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("moves focus to the first invalid field when a save fails its rules", async () => {
    const { user } = await openFromButton();
    await user.click(screen.getByRole("textbox", { name: "Date" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const title = screen.getByRole("textbox", { name: "Title" });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute("aria-invalid", "true");
  });

  it("moves focus to the first field the server refused", async () => {
    const { user } = await openFromButton(async () => {
      throw refusal();
    });
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Roof");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const title = screen.getByRole("textbox", { name: "Title" });
    await waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Date" })).toHaveAttribute("aria-invalid", "true");
  });
});
