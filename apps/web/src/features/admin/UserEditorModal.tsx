import { ROLES } from "@fm/domain";
import type { AdminUser } from "@fm/domain/contracts";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconInfoCircle, IconMailForward } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { FormModal } from "../../components/FormModal.tsx";
import { useApiMutation, useFormMutation } from "../../components/use-api-mutation.ts";
import { adminApi, adminKeys } from "./admin-api.ts";
import { UserAuditList } from "./UserAuditList.tsx";
import {
  bodyFromForm,
  EMPTY_USER,
  formFromUser,
  needsCustomerLink,
  needsVendorLink,
  type UserFormValues,
  validateUser,
} from "./user-form.ts";

interface Props {
  /** null: a new user. */
  user: AdminUser | null;
  externalIdp: boolean;
  onClose: () => void;
}

/** The Users tab popup editor (spec 3 §2.11, 1000x700): 'User Created' / 'User Updated'. */
export const UserEditorModal = ({ user, externalIdp, onClose }: Props) => {
  const form = useForm<UserFormValues>({
    mode: "controlled",
    initialValues: user ? formFromUser(user) : EMPTY_USER,
    validate: validateUser,
  });
  const reports = useQuery({ queryKey: adminKeys.reports, queryFn: adminApi.reports });
  const links = useQuery({ queryKey: adminKeys.links, queryFn: adminApi.links });
  const save = useFormMutation({
    mutationFn: (v: UserFormValues) => {
      const body = bodyFromForm(v, ROLES);
      return user
        ? adminApi.updateUser({ ...body, user_id: user.user_id, version: user.version })
        : adminApi.createUser(body);
    },
    success: user ? "User Updated" : "User Created",
    invalidates: user ? [adminKeys.users, adminKeys.audit(user.user_id)] : [adminKeys.users],
    onClose,
  });
  const resend = useApiMutation({
    mutationFn: (id: number) => adminApi.resendInvitation(id),
    success: "Invitation Sent",
    invalidates: [adminKeys.users],
  });

  const values = form.getValues();
  const vendor = needsVendorLink(values);
  const customer = needsCustomerLink(values);
  const option = (o: { id: number; name: string; isactive: boolean }) => ({
    value: String(o.id),
    label: o.isactive ? o.name : `${o.name} (inactive)`,
  });

  return (
    <FormModal
      form={form}
      title={user ? `Edit User: ${user.given_name} ${user.family_name}` : "New User"}
      width={1000}
      height={700}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v)}
      fieldAliases={{ "app_metadata.roles": "roles", app_metadata: "roles" }}
    >
      <Stack gap="sm">
        {externalIdp ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            Users sign in through your organisation's identity provider. This editor manages FM Dispatch roles
            and vendor/customer links only: passwords and invitations are handled by the provider.
          </Alert>
        ) : (
          !user && (
            <Text size="sm" c="dimmed">
              The new user receives an e-mail with a link to set a password. The link works once and expires.
            </Text>
          )
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="First Name" required {...form.getInputProps("given_name")} />
          <TextInput label="Last Name" required {...form.getInputProps("family_name")} />
          <TextInput label="Email" type="email" required {...form.getInputProps("email")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label="Roles"
            required
            data={[...ROLES]}
            placeholder="Choose roles"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("roles")}
          />
          <MultiSelect
            label="Reports"
            data={(reports.data ?? []).map((r) => ({ value: String(r.reportid), label: r.name }))}
            placeholder={reports.isPending ? "Loading..." : "Choose reports"}
            searchable
            {...form.getInputProps("reports")}
          />
        </SimpleGrid>
        <Group gap="xl">
          <Checkbox label="Active" {...form.getInputProps("isactive", { type: "checkbox" })} />
          <Checkbox label="Blocked" {...form.getInputProps("blocked", { type: "checkbox" })} />
          <Checkbox label="Dispatcher" {...form.getInputProps("isdispatcher", { type: "checkbox" })} />
          <Checkbox label="Sales Rep" {...form.getInputProps("issalesrep", { type: "checkbox" })} />
          <Checkbox label="Vendor" {...form.getInputProps("isvendor", { type: "checkbox" })} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {vendor && (
            <Select
              label="Vendor"
              required
              searchable
              clearable
              data={(links.data?.vendors ?? []).map(option)}
              placeholder={links.isPending ? "Loading..." : "Choose the user's vendor"}
              limit={100}
              {...form.getInputProps("vendorid")}
            />
          )}
          {customer && (
            <Select
              label="Customer"
              required
              searchable
              clearable
              data={(links.data?.customers ?? []).map(option)}
              placeholder={links.isPending ? "Loading..." : "Choose the user's customer"}
              limit={100}
              {...form.getInputProps("customerid")}
            />
          )}
        </SimpleGrid>
        {user && !externalIdp && user.invitation !== "none" && (
          <Group gap="sm">
            <Text size="sm">
              {user.invitation === "pending"
                ? "The invitation has not been used yet."
                : "The invitation expired before it was used."}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMailForward size={14} aria-hidden />}
              loading={resend.isPending}
              onClick={() => resend.mutate(user.user_id)}
            >
              Resend Invitation
            </Button>
          </Group>
        )}
        {user && (
          <Stack gap={4}>
            <Title order={3} size="h5">
              History
            </Title>
            <UserAuditList userId={user.user_id} />
          </Stack>
        )}
      </Stack>
    </FormModal>
  );
};
