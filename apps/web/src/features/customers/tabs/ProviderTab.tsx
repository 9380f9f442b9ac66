import { webHref } from "@fm/domain/contracts";
import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useState } from "react";
import { Link } from "react-router";
import { notifyFailure } from "../../../components/notify.ts";
import type { CustomerFormValues } from "../customer-form.ts";
import { type CustomerLists, customersApi } from "../customers-api.ts";

/**
 * Management Provider tab (spec 3 §2.5): choose a provider; its website, user id and password show read-only.
 * The password is fetched only when asked for (staff only, logged by the server).
 */
export const ProviderTab = ({
  form,
  lists,
  customerid,
  savedProviderId,
  canManageProviders,
}: {
  form: UseFormReturnType<CustomerFormValues>;
  lists: CustomerLists | undefined;
  customerid: number | null;
  savedProviderId: number | null;
  /** The record's abilities.editManagementProvider (Admin): the link to the providers list. */
  canManageProviders: boolean;
}) => {
  const [password, setPassword] = useState<string | null>(null);
  const chosen = lists?.managementproviders.find((p) => String(p.id) === form.values.managementproviderid);
  const canReveal = customerid !== null && chosen?.haspassword && chosen.id === savedProviderId;
  return (
    <Stack gap="sm" maw={640}>
      <Select
        label="Management Provider"
        searchable
        clearable
        data={(lists?.managementproviders ?? []).map((p) => ({
          value: String(p.id),
          label: p.managementprovider,
        }))}
        {...form.getInputProps("managementproviderid")}
        onChange={(v) => {
          setPassword(null);
          form.setFieldValue("managementproviderid", v);
        }}
      />
      {canManageProviders && (
        <Anchor component={Link} to="/admin/managementproviders" size="sm">
          Manage the list of providers
        </Anchor>
      )}
      {chosen ? (
        <SimpleGrid cols={1} spacing="xs">
          <Text size="sm">
            Website:{" "}
            {webHref(chosen.webaddress) ? (
              <Anchor href={webHref(chosen.webaddress) ?? undefined} target="_blank" rel="noreferrer">
                {chosen.webaddress}
              </Anchor>
            ) : (
              (chosen.webaddress ?? "—")
            )}
          </Text>
          <TextInput label="User Id" readOnly value={chosen.userid ?? ""} />
          <Group align="end">
            <TextInput
              label="Password"
              readOnly
              value={password ?? (chosen.haspassword ? "••••••••" : "")}
              style={{ flex: 1 }}
            />
            {canReveal && password === null && (
              <Button
                variant="default"
                onClick={async () => {
                  try {
                    setPassword((await customersApi.providerPassword(customerid)).password ?? "");
                  } catch (err) {
                    notifyFailure(err);
                  }
                }}
              >
                Show password
              </Button>
            )}
          </Group>
        </SimpleGrid>
      ) : (
        <Text c="dimmed" size="sm">
          No management provider.
        </Text>
      )}
    </Stack>
  );
};
