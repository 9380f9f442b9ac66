import { USER_TYPE } from "@fm/domain";
import type { EditorUser } from "@fm/domain/contracts";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { isStaleSave, showConflict } from "../../components/conflict-offer.tsx";
import { errorText } from "../../components/ErrorFallback.tsx";
import { FullPageLoader } from "../../components/FullPageLoader.tsx";
import { toFormFailure } from "../../components/form-errors.ts";
import { notifyError, notifySuccess } from "../../components/notify.ts";
import { adminApi, adminKeys } from "./admin-api.ts";
import { ExternalIdentityForm } from "./ExternalIdentityForm.tsx";

const USER_TYPES = [
  { value: "2", label: "Vendor" },
  { value: "3", label: "Customer" },
  { value: "4", label: "Employee" },
];

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  usertypeid: string;
  issalesrep: boolean;
  isdispatcher: boolean;
}

const EditorForm = ({ user }: { user: EditorUser }) => {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      usertypeid: String(user.usertypeid),
      issalesrep: user.issalesrep,
      isdispatcher: user.isdispatcher,
    },
    validate: {
      firstName: (s) => (s.trim() ? null : "First Name is required."),
      lastName: (s) => (s.trim() ? null : "Last Name is required."),
      email: (s) => (s.trim() ? null : "Email is required."),
    },
  });
  // Spec 3 §8: 'You have submitted the form' on true, otherwise 'Failed to submit the form'.
  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    setMessage(null);
    try {
      const ok = await adminApi.saveEditorUser({
        id: user.id,
        version: user.version,
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email,
        usertypeid: Number(v.usertypeid),
        issalesrep: v.issalesrep,
        isdispatcher: v.isdispatcher,
      });
      if (ok) notifySuccess("You have submitted the form");
      else notifyError("Failed to submit the form");
      await queryClient.invalidateQueries({ queryKey: adminKeys.user(user.id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    } catch (error) {
      if (isStaleSave(error)) {
        // Issue 30 #1: nothing was written; Reload shows the user as stored (the form is keyed by version).
        showConflict({
          title: "User changed by someone else",
          message: errorText(error),
          consequence:
            "Your changes were not saved. Reload shows the current user; your unsaved edits will be lost.",
          onReload: () => void queryClient.invalidateQueries({ queryKey: adminKeys.user(user.id) }),
        });
        return;
      }
      const failure = toFormFailure(error, Object.keys(v));
      form.setErrors(failure.fields);
      setMessage(failure.message);
      notifyError("Failed to submit the form");
    } finally {
      setBusy(false);
    }
  });
  return (
    <Paper withBorder p="md" maw={900}>
      <Box component="form" onSubmit={submit} noValidate aria-label="User details">
        <Stack gap="sm">
          <TextInput label="Username" value={user.username} disabled />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First Name" required {...form.getInputProps("firstName")} />
            <TextInput label="Last Name" required {...form.getInputProps("lastName")} />
          </SimpleGrid>
          <TextInput label="Email" type="email" required {...form.getInputProps("email")} />
          <Select
            label="User Type"
            data={USER_TYPES}
            allowDeselect={false}
            {...form.getInputProps("usertypeid")}
          />
          <Group gap="xl">
            <Checkbox label="Sales Rep" {...form.getInputProps("issalesrep", { type: "checkbox" })} />
            <Checkbox label="Dispatcher" {...form.getInputProps("isdispatcher", { type: "checkbox" })} />
          </Group>
          {message && (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </Box>
    </Paper>
  );
};

/** /admin/users/details?id (spec 3 §2.11): the alternative user editor. */
export const UserDetailsPage = () => {
  const [params] = useSearchParams();
  const id = Number(params.get("id"));
  const valid = Number.isInteger(id) && id > 0;
  const user = useQuery({
    queryKey: adminKeys.user(id),
    queryFn: () => adminApi.editorUser(id),
    enabled: valid,
  });
  const identity = useQuery({ queryKey: adminKeys.identity, queryFn: adminApi.identityMode });
  if (!valid) return <Alert color="red">No user id in the address.</Alert>;
  if (user.isPending) return <FullPageLoader />;
  if (user.isError) throw user.error;
  const issuer = identity.data?.issuer;
  // Only staff are mapped by hand; external users link through their own verified e-mail.
  const mappable = issuer && user.data.usertypeid === USER_TYPE.Employee;
  return (
    <>
      <EditorForm key={user.data.version} user={user.data} />
      {mappable && <ExternalIdentityForm key={`id-${user.data.version}`} user={user.data} issuer={issuer} />}
    </>
  );
};
