import { CustomerRows, type SaveSlaHolidayBody } from "@fm/domain/contracts";
import { Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/instance.ts";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { slaApi, slaKeys } from "./sla-api.ts";

interface HolidayForm {
  customerid: string | null;
  holidaydate: string;
  name: string;
}

/** Add Holiday: a day no business-hours clock ticks, for every customer or one. */
export const SlaHolidayModal = ({ onClose }: { onClose: () => void }) => {
  const customers = useQuery({
    queryKey: ["sla", "customers"],
    queryFn: () => api.get("/api/customer/getcustomers", { response: CustomerRows }),
  });
  const form = useForm<HolidayForm>({
    mode: "controlled",
    initialValues: { customerid: null, holidaydate: "", name: "" },
    validate: {
      holidaydate: (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? null : "Date is required."),
      name: (v) => (v.trim() ? null : "Name is required."),
    },
  });
  const save = useFormMutation({
    mutationFn: (body: SaveSlaHolidayBody) => slaApi.saveHoliday(body),
    success: "Holiday Added",
    invalidates: [slaKeys.all],
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Add Holiday"
      width={440}
      height={380}
      onClose={onClose}
      onSubmit={(v) =>
        save.mutateAsync({
          customerid: v.customerid ? Number(v.customerid) : null,
          holidaydate: v.holidaydate,
          name: v.name,
        })
      }
    >
      <Stack gap="sm">
        <TextInput label="Date" type="date" withAsterisk {...form.getInputProps("holidaydate")} />
        <TextInput label="Name" withAsterisk maxLength={100} {...form.getInputProps("name")} />
        <Select
          label="Customer"
          placeholder="Every customer"
          clearable
          searchable
          data={(customers.data ?? []).map((c) => ({ value: String(c.id), label: c.customername }))}
          {...form.getInputProps("customerid")}
        />
      </Stack>
    </FormModal>
  );
};
