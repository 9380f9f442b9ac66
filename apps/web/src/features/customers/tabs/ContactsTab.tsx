import { Button, Checkbox, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ActionsMenu } from "../../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import { actionsColumn, DataGrid, type GridColumn, yesNoColumn } from "../../../components/datagrid/index.ts";
import { FormModal } from "../../../components/FormModal.tsx";
import { useApiMutation, useFormMutation } from "../../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../../components/use-local-grid-tab.ts";
import { type CustomerContact, customerKeys, customersApi } from "../customers-api.ts";
import { optionalEmail, optionalPhone, required } from "../form-rules.ts";

const ContactModal = ({
  customerid,
  contact,
  onClose,
}: {
  customerid: number;
  contact: CustomerContact | null;
  onClose: () => void;
}) => {
  const form = useForm({
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
  const save = useFormMutation({
    mutationFn: (v: typeof form.values) =>
      contact
        ? customersApi.updateContact({ ...v, id: contact.id, version: contact.version })
        : customersApi.addContact({ ...v, customerid }),
    invalidates: [customerKeys.contacts(customerid)],
    success: contact ? "Contact updated" : "Contact added",
    onClose,
  });
  return (
    <FormModal
      form={form}
      title={contact ? "Edit Contact" : "Add Contact"}
      width={700}
      height={420}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v)}
    >
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label="First Name" withAsterisk {...form.getInputProps("firstname")} />
        <TextInput label="Last Name" withAsterisk {...form.getInputProps("lastname")} />
        <TextInput label="Title" maxLength={50} {...form.getInputProps("title")} />
        <TextInput label="Email" {...form.getInputProps("emailaddress")} />
        <TextInput label="Phone" placeholder="+1 (200) 000-0000" {...form.getInputProps("phone")} />
        <TextInput
          label="Mobile Phone"
          placeholder="+1 (200) 000-0000"
          {...form.getInputProps("mobilephone")}
        />
        <Checkbox label="Primary contact" {...form.getInputProps("isprimary", { type: "checkbox" })} />
      </SimpleGrid>
    </FormModal>
  );
};

/** Contacts tab (spec 3 §2.5): title, primary flag, names, e-mail, phone, mobile. */
export const ContactsTab = ({ customerid }: { customerid: number }) => {
  const [editing, setEditing] = useState<CustomerContact | "new" | null>(null);
  const remove = useApiMutation({
    mutationFn: (c: CustomerContact) => customersApi.deleteContact(c.id, c.version),
    invalidates: [customerKeys.contacts(customerid)],
    success: "Contact removed",
    failure: "Failed to remove the contact",
  });
  const columns: GridColumn<CustomerContact>[] = [
    { name: "title", caption: "Title", width: 140 },
    yesNoColumn<CustomerContact>("isprimary", "Primary", 80),
    { name: "firstname", caption: "First Name", width: 130 },
    { name: "lastname", caption: "Last Name", width: 130 },
    { name: "emailaddress", caption: "Email", width: 220 },
    { name: "phone", caption: "Phone", width: 150 },
    { name: "mobilephone", caption: "Mobile", width: 150 },
    actionsColumn<CustomerContact>((c) => (
      <ActionsMenu
        label={`Actions for ${c.firstname} ${c.lastname}`}
        items={[
          { key: "edit", label: "Edit" },
          { key: "delete", label: "Delete", danger: true },
        ]}
        onSelect={async (item) => {
          if (item.key === "edit") setEditing(c);
          else if (await confirmDialog(`Delete the contact ${c.firstname} ${c.lastname}?`)) remove.mutate(c);
        }}
      />
    )),
  ];
  const tab = useLocalGridTab<CustomerContact>({
    queryKey: customerKeys.contacts(customerid),
    queryFn: () => customersApi.contacts(customerid),
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
        onRowOpen={setEditing}
        emptyText="No contacts yet"
        height={420}
        toolbarEnd={
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing("new")}>
            Add Contact
          </Button>
        }
      />
      {editing && (
        <ContactModal
          customerid={customerid}
          contact={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
};
