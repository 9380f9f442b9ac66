import type { VendorWorkOrderDetail } from "@fm/domain/contracts";
import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconDeviceFloppy, IconMapPin, IconPhone } from "@tabler/icons-react";
import { formatDate } from "../../components/datagrid/index.ts";
import { HtmlDescription } from "../../components/HtmlDescription.tsx";
import { ReadOnlyField } from "../../components/ReadOnlyField.tsx";
import { mapsHref, telHref } from "../field/index.ts";
import { useTechOptions } from "./AssignTechModal.tsx";
import type { VendorOrderForm } from "./vendor-order-form.ts";

const ReadOnly = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <TextInput label={label} value={value ?? ""} readOnly variant="filled" />
);

/** A thumb-sized link: the icon and the text in one target of at least 44 px. */
const linkStyle = { display: "inline-flex", gap: 6, alignItems: "center", minHeight: 44 } as const;

/**
 * The vendor's Work Order tab (spec 2 §6): read-only except the schedule date, the assigned technician and
 * the vendor's note; the form and its save are the page's (`useVendorOrderForm`), so a phone saves from the
 * action bar and keeps this Save for larger screens. Save is disabled on Invoiced/Cancelled orders. The job
 * site's address opens the maps, its phone calls (issue 31, as on Today's cards).
 */
export const VendorWorkOrderTab = ({
  wo,
  editor,
}: {
  wo: VendorWorkOrderDetail;
  editor: VendorOrderForm;
}) => {
  const { options } = useTechOptions();
  const { form } = editor;
  const techOptions =
    wo.techid !== null && !options.some((o) => o.value === String(wo.techid))
      ? [...options, { value: String(wo.techid), label: wo.techname ?? `#${wo.techid}` }]
      : options;
  const address = [wo.streetaddress, wo.city, wo.statecode, wo.postalcode].filter(Boolean).join(", ");
  return (
    <form onSubmit={editor.save}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {wo.locked
              ? `This work order is ${wo.status}: it can no longer be changed.`
              : "You can change the schedule date, the assigned technician and your note."}
          </Text>
          {/* On a phone the action bar's Save is the one offered (issue 31): within the thumb's reach. */}
          <Button
            type="submit"
            visibleFrom="xs"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!editor.canSave}
            loading={editor.busy}
          >
            Save
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label="Schedule Date"
            disabled={wo.locked}
            {...form.getInputProps("scheduledate")}
          />
          <Select
            label="Assigned Technician"
            placeholder={options.length ? "Choose a technician" : "No technicians yet"}
            data={techOptions}
            clearable
            // Choosing the technician already shown must keep them; the clear button removes one.
            allowDeselect={false}
            searchable
            disabled={wo.locked}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("techid")}
          />
          <ReadOnly label="Status" value={wo.status} />
          <ReadOnly label="Due Date" value={formatDate(wo.duedate)} />
          <ReadOnly label="Complete Date" value={formatDate(wo.completedate)} />
          <ReadOnly label="Trades" value={wo.trades.join(", ")} />
          <ReadOnly label="Job Site" value={wo.jobsite} />
          <ReadOnlyField label="Address">
            {address && (
              // The detail has no map point of the site: the maps search by the address.
              <Anchor
                href={mapsHref(address, { latitude: null, longitude: null })}
                target="_blank"
                rel="noopener noreferrer"
                style={linkStyle}
              >
                <IconMapPin size={18} aria-hidden />
                <span>{address}</span>
              </Anchor>
            )}
          </ReadOnlyField>
          <ReadOnlyField label="Site Phone">
            {wo.sitephone && (
              <Anchor href={telHref(wo.sitephone)} style={linkStyle}>
                <IconPhone size={18} aria-hidden />
                <span>Call {wo.sitephone}</span>
              </Anchor>
            )}
          </ReadOnlyField>
        </SimpleGrid>
        <Textarea
          label="Note"
          description="Your note on this job (seen by the dispatcher)."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          disabled={wo.locked}
          {...form.getInputProps("note")}
        />
        {wo.specialprocedure && (
          // In full (issue 31): a procedure cut to one line is no use on site.
          <Textarea
            label="Special Procedure"
            value={wo.specialprocedure}
            readOnly
            variant="filled"
            autosize
            minRows={2}
          />
        )}
        <HtmlDescription html={wo.description} />
      </Stack>
    </form>
  );
};
