import { PERMISSIONS } from "@fm/domain";
import type { CreatedApiToken } from "@fm/domain/contracts";
import { MultiSelect, NumberInput, Select, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { adminApi, adminKeys } from "./admin-api.ts";
import { type ApiTokenRequest, apiTokenApi, apiTokenKeys } from "./api-tokens-api.ts";

interface Values {
  name: string;
  userid: string | null;
  scopes: string[];
  expiresat: string;
  ratelimitperminute: number | string;
}

/** New API Token: name, the user it acts as, scopes, expiry and requests per minute. */
export const ApiTokenModal = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: CreatedApiToken) => void;
}) => {
  const users = useQuery({ queryKey: adminKeys.users, queryFn: adminApi.users });
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      name: "",
      userid: null,
      scopes: ["read:workorders"],
      expiresat: "",
      ratelimitperminute: 120,
    },
    validate: {
      name: (v) => (v.trim() ? null : "Name is required."),
      ratelimitperminute: (v) =>
        typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 10_000
          ? null
          : "Requests per minute must be between 1 and 10000.",
    },
  });
  const save = useFormMutation({
    mutationFn: (body: ApiTokenRequest) => apiTokenApi.create(body),
    success: "API Token Created",
    invalidates: [apiTokenKeys.all],
    onClose,
    onSaved: (created) => onCreated(created),
  });
  const userOptions = (users.data ?? []).map((u) => ({
    value: String(u.user_id),
    label: `${u.given_name} ${u.family_name} (${u.email})`,
  }));
  return (
    <FormModal
      form={form}
      title="New API Token"
      width={560}
      height={560}
      onClose={onClose}
      onSubmit={(v) =>
        save.mutateAsync({
          name: v.name,
          scopes: v.scopes as ApiTokenRequest["scopes"],
          ...(v.userid ? { userid: Number(v.userid) } : {}),
          ...(v.expiresat ? { expiresat: v.expiresat } : {}),
          ratelimitperminute: Number(v.ratelimitperminute),
        })
      }
    >
      <TextInput label="Name" required maxLength={100} {...form.getInputProps("name")} />
      <Select
        label="Acts as user"
        description="The token never does more than this user may; left empty, it acts as you."
        data={userOptions}
        searchable
        clearable
        {...form.getInputProps("userid")}
      />
      <MultiSelect
        label="Scopes"
        description="Permissions the token keeps from its user. Without admin it is not an Admin."
        data={[...PERMISSIONS]}
        searchable
        {...form.getInputProps("scopes")}
      />
      <TextInput label="Expires" type="date" {...form.getInputProps("expiresat")} />
      <NumberInput
        label="Requests per minute"
        min={1}
        max={10_000}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps("ratelimitperminute")}
      />
    </FormModal>
  );
};
