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
import { optionalEmail, optionalPhone, required } from "../vendor-rules.ts";
import { type VendorContact, vendorKeys, vendorsApi } from "../vendors-api.ts";

const ContactModal = ({
  vendorid,
  contact,
  onClose,
}: {
  vendorid: number;
  contact: VendorContact | null;
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
        ? vendorsApi.updateContact({ ...v, id: contact.id, version: contact.version })
        : vendorsApi.addContact({ ...v, vendorid }),
    invalidates: [vendorKeys.contacts(vendorid)],
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

/** Contacts tab of a vendor (spec 3 §2.8): title, primary flag, names, e-mail, phone, mobile. */
export const VendorContactsTab = ({ vendorid, readOnly }: { vendorid: number; readOnly: boolean }) => {
  const [editing, setEditing] = useState<VendorContact | "new" | null>(null);
  const remove = useApiMutation({
    mutationFn: (c: VendorContact) => vendorsApi.deleteContact(c.id, c.version),
    invalidates: [vendorKeys.contacts(vendorid)],
    success: "Contact removed",
    failure: "Failed to remove the contact",
  });
  const columns: GridColumn<VendorContact>[] = [
    { name: "title", caption: "Title", width: 140 },
    yesNoColumn<VendorContact>("isprimary", "Primary", 80),
    { name: "firstname", caption: "First Name", width: 130 },
    { name: "lastname", caption: "Last Name", width: 130 },
    { name: "emailaddress", caption: "Email", width: 220 },
    { name: "phone", caption: "Phone", width: 150 },
    { name: "mobilephone", caption: "Mobile", width: 150 },
    ...(readOnly
      ? []
      : [
          actionsColumn<VendorContact>((c) => (
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
  const tab = useLocalGridTab<VendorContact>({
    queryKey: vendorKeys.contacts(vendorid),
    queryFn: () => vendorsApi.contacts(vendorid),
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
          vendorid={vendorid}
          contact={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
};
