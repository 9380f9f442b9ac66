import { hasRole } from "@fm/domain";
import { BulkReassignResult, Dispatchers } from "@fm/domain/contracts";
import { Button, Card, Select, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/instance.ts";
import { useCurrentUser } from "../../auth/use-session.ts";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { useEntityLabel } from "../../components/labels/index.ts";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { customerKeys, customersApi } from "./customers-api.ts";

/** /customer/reassigndispatcher (spec 3 §2.15, Admin only): all of a customer's open work orders to one dispatcher. */
export const ReassignDispatcherPage = () => {
  const user = useCurrentUser();
  const customerLabel = useEntityLabel("customer");
  const customers = useQuery({
    queryKey: customerKeys.picker(false),
    queryFn: () => customersApi.picker(false),
  });
  const dispatchers = useQuery({
    queryKey: ["dispatchers"],
    queryFn: () => api.get("/api/user/getdispatchers", { response: Dispatchers }),
  });
  const form = useForm<{ customerid: string | null; userid: string | null }>({
    initialValues: { customerid: null, userid: null },
    validate: {
      customerid: (v) => (v ? null : `${customerLabel} is required.`),
      userid: (v) => (v ? null : "Dispatcher is required."),
    },
  });
  const reassign = useApiMutation({
    mutationFn: (v: { customerid: number; userid: number }) =>
      api.post("/api/workorder/reassigndispatchers", v, { response: BulkReassignResult }),
    invalidates: [["workorders"], customerKeys.all],
    success: "Updated Dispatcher!",
    failure: "Failed to update dispatcher!",
  });
  if (!hasRole(user, "Admin")) return <Unauthorized message="Unauthorized" />;
  return (
    <Stack maw={560} gap="sm">
      <Title order={2} size="h3">
        Reassign Dispatcher
      </Title>
      <Card withBorder>
        <form
          onSubmit={form.onSubmit(async (v) => {
            const c = customers.data?.find((x) => String(x.id) === v.customerid);
            const d = dispatchers.data?.find((x) => String(x.id) === v.userid);
            if (
              !(await confirmDialog(
                `Give every open work order of ${c?.customername} to ${d?.name}?`,
                "Reassign Dispatcher",
                "Reassign",
                "Cancel",
              ))
            )
              return;
            const r = await reassign.mutateAsync({
              customerid: Number(v.customerid),
              userid: Number(v.userid),
            });
            form.setFieldValue("customerid", null);
            void r;
          })}
        >
          <Stack gap="sm">
            <Select
              label={customerLabel}
              withAsterisk
              searchable
              data={(customers.data ?? []).map((c) => ({ value: String(c.id), label: c.customername }))}
              {...form.getInputProps("customerid")}
            />
            <Select
              label="Dispatcher"
              withAsterisk
              searchable
              data={(dispatchers.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
              {...form.getInputProps("userid")}
            />
            <Text size="sm" c="dimmed">
              Every open work order of the customer moves to the dispatcher; each gets a System note.
            </Text>
            {reassign.data && <Text size="sm">{reassign.data.updated} work order(s) reassigned.</Text>}
            <Button type="submit" loading={reassign.isPending}>
              Apply
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
};
