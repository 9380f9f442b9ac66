// @vitest-environment jsdom
import { MantineProvider, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RecordFormModal } from "./RecordFormModal.tsx";

const Popup = ({
  editing,
  save,
  onClose,
}: {
  editing: boolean;
  save: (values: { name: string }) => Promise<unknown>;
  onClose: () => void;
}) => {
  const form = useForm({ initialValues: { name: "Belt" } });
  return (
    <RecordFormModal
      form={form}
      noun="Management Provider"
      toastNoun="Provider"
      editing={editing}
      save={save}
      invalidates={[["providers"]]}
      width={500}
      height={300}
      onClose={onClose}
    >
      <TextInput label="Name" {...form.getInputProps("name")} />
    </RecordFormModal>
  );
};

const draw = (editing: boolean) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["providers"], []);
  const save = vi.fn(async (_values: { name: string }) => ({ id: 1 }));
  const onClose = vi.fn();
  const show = vi.spyOn(notifications, "show").mockReturnValue("toast");
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <Popup editing={editing} save={save} onClose={onClose} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { queryClient, save, onClose, show };
};

afterEach(() => vi.restoreAllMocks());

describe("RecordFormModal", () => {
  it("adds: 'Add {noun}', saves the values, refetches the list, toasts '{toastNoun} added' and closes", async () => {
    const { queryClient, save, onClose, show } = draw(false);
    expect(screen.getByRole("dialog", { name: "Add Management Provider" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toEqual({ name: "Belt" });
    expect(queryClient.getQueryState(["providers"])?.isInvalidated).toBe(true);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: "Provider added" }));
  });

  it("edits: 'Edit {noun}' and '{toastNoun} updated'", async () => {
    const { onClose, show } = draw(true);
    expect(screen.getByRole("dialog", { name: "Edit Management Provider" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: "Provider updated" }));
  });
});
