import { Select, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { vendorApi, vendorKeys } from "./vendor-portal-api.ts";

/** The technicians of the caller's vendor as select options (value user_id, shown as name). */
export const useTechOptions = () => {
  const techs = useQuery({ queryKey: vendorKeys.techs, queryFn: vendorApi.techs, staleTime: 60_000 });
  return {
    techs,
    options: (techs.data ?? [])
      .filter((t) => !t.blocked)
      .map((t) => ({ value: String(t.user_id), label: t.name })),
  };
};

/** Assign Tech popup (spec 1 §2): read-only Work Order # and a select of the vendor's technicians. */
export const AssignTechModal = ({
  workorderid,
  wonumber,
  version,
  techid,
  onClose,
}: {
  workorderid: number;
  wonumber: string;
  version: number;
  techid: number | null;
  onClose: () => void;
}) => {
  const { options, techs } = useTechOptions();
  const form = useForm<{ techid: string | null }>({
    initialValues: { techid: techid === null ? null : String(techid) },
  });
  const save = useFormMutation({
    mutationFn: (v: { techid: string | null }) =>
      vendorApi.assignTech({ workorderid, version, techid: v.techid ? Number(v.techid) : null }),
    success: "Technician assigned",
    invalidates: [vendorKeys.lists, vendorKeys.detail(workorderid), vendorKeys.notes(workorderid)],
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Assign Tech"
      width={450}
      height={300}
      onClose={onClose}
      onSubmit={save.mutateAsync}
    >
      <TextInput label="Work Order #" value={wonumber} readOnly />
      <Select
        label="Technician"
        placeholder={
          techs.isPending ? "Loading..." : options.length ? "Choose a technician" : "No technicians yet"
        }
        data={options}
        clearable
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("techid")}
      />
    </FormModal>
  );
};
