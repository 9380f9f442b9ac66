import { Button, Checkbox, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ActionsMenu } from "../ActionsMenu.tsx";
import { confirmDialog } from "../confirm-dialog.tsx";
import { actionsColumn, DataGrid, type GridColumn, yesNoColumn } from "../datagrid/index.ts";
import { optionalEmail, optionalPhone, required } from "../form-rules.ts";
import { PhoneInput } from "../PhoneInput.tsx";
import { RecordFormModal } from "../RecordFormModal.tsx";
import { useApiMutation } from "../use-api-mutation.ts";
import { useLocalGridTab } from "../use-local-grid-tab.ts";

/** A contact person of a customer or a vendor (spec 3 §3 Customer contact; vendors' have the same shape). */
export interface ContactRow {
  id: number;
  version: number;
  title: string | null;
  isprimary: boolean;
  firstname: string;
  lastname: string;
  emailaddress: string | null;
  phone: string | null;
  mobilephone: string | null;
}

export interface ContactValues {
  title: string;
  isprimary: boolean;
  firstname: string;
  lastname: string;
  emailaddress: string;
  phone: string;
  mobilephone: string;
}

/** The owner's calls: its contacts' query key and list, and add / update / delete. */
export interface ContactsApi<C extends ContactRow> {
  queryKey: readonly unknown[];
  list: () => Promise<C[]>;
  add: (values: ContactValues) => Promise<unknown>;
  update: (contact: C, values: ContactValues) => Promise<unknown>;
  remove: (contact: C) => Promise<unknown>;
}

const ContactModal = <C extends ContactRow>({
  api,
  contact,
  onClose,
}: {
  api: ContactsApi<C>;
  contact: C | null;
  onClose: () => void;
}) => {
  const form = useForm<ContactValues>({
    initialValues: {
      title: contact?.title ?? "",
      isprimary: contact?.isprimary ?? false,
      firstname: contact?.firstname ?? "",
      lastname: contact?.lastname ?? "",
      emailaddress: contact?.emailaddress ?? "",
      phone: contact?.phone ?? "",
      mobilephone: contact?.mobilephone ?? "",
    },
    validate: {
      title: (v: string) => (v.length > 50 ? "Title must be at most 50 characters." : null),
      firstname: required("First Name"),
      lastname: required("Last Name"),
      emailaddress: optionalEmail("Email"),
      phone: optionalPhone,
      mobilephone: optionalPhone,
    },
  });
  return (
    <RecordFormModal
      form={form}
      noun="Contact"
      editing={contact !== null}
      save={(v) => (contact ? api.update(contact, v) : api.add(v))}
      invalidates={[api.queryKey]}
      width={700}
      height={420}
      onClose={onClose}
    >
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label="First Name" withAsterisk {...form.getInputProps("firstname")} />
        <TextInput label="Last Name" withAsterisk {...form.getInputProps("lastname")} />
        <TextInput label="Title" maxLength={50} {...form.getInputProps("title")} />
        <TextInput label="Email" {...form.getInputProps("emailaddress")} />
        <PhoneInput label="Phone" {...form.getInputProps("phone")} />
        <PhoneInput label="Mobile Phone" {...form.getInputProps("mobilephone")} />
        <Checkbox label="Primary contact" {...form.getInputProps("isprimary", { type: "checkbox" })} />
      </SimpleGrid>
    </RecordFormModal>
  );
};

/**
 * The Contacts tab of a customer (spec 3 §2.5) or a vendor (§2.8): title, primary flag, names, e-mail, phone,
 * mobile; add / edit in a popup, delete after a confirm. `readOnly` hides the writes.
 */
export const ContactsTab = <C extends ContactRow>({
  api,
  readOnly = false,
}: {
  api: ContactsApi<C>;
  readOnly?: boolean;
}) => {
  const [editing, setEditing] = useState<C | "new" | null>(null);
  const remove = useApiMutation({
    mutationFn: (c: C) => api.remove(c),
    invalidates: [api.queryKey],
    success: "Contact removed",
    failure: "Failed to remove the contact",
  });
  const columns: GridColumn<C>[] = [
    { name: "title", caption: "Title", width: 140 },
    yesNoColumn<ContactRow>("isprimary", "Primary", 80),
    { name: "firstname", caption: "First Name", width: 130 },
    { name: "lastname", caption: "Last Name", width: 130 },
    { name: "emailaddress", caption: "Email", width: 220 },
    { name: "phone", caption: "Phone", width: 150 },
    { name: "mobilephone", caption: "Mobile", width: 150 },
    ...(readOnly
      ? []
      : [
          actionsColumn<C>((c) => (
            <ActionsMenu
              label={`Actions for ${c.firstname} ${c.lastname}`}
              items={[
                { key: "edit", label: "Edit" },
                { key: "delete", label: "Delete", danger: true },
              ]}
              onSelect={async (item) => {
                if (item.key === "edit") setEditing(c);
                else if (await confirmDialog(`Delete the contact ${c.firstname} ${c.lastname}?`))
                  remove.mutate(c);
              }}
            />
          )),
        ]),
  ];
  const tab = useLocalGridTab<C>({
    queryKey: api.queryKey,
    queryFn: api.list,
    columns,
    pageSize: 10,
    searchText: (c) => `${c.title ?? ""} ${c.firstname} ${c.lastname} ${c.emailaddress ?? ""}`,
  });
  return (
    <>
      <DataGrid
        {...tab.grid}
        label="Contacts"
        getRowId={(c) => String(c.id)}
        onRowOpen={readOnly ? undefined : setEditing}
        emptyText="No contacts yet"
        height={420}
        toolbarEnd={
          !readOnly && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing("new")}>
              Add Contact
            </Button>
          )
        }
      />
      {editing && (
        <ContactModal
          api={api}
          contact={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
};
