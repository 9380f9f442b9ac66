import { can } from "@fm/domain";
import { Button, Group, Select, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useCurrentUser } from "../../auth/use-session.ts";
import { pluralLabel, useEntityLabel } from "../../components/labels/index.ts";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { JobSitesGrid } from "./CustomerJobSitesGrid.tsx";
import { customerKeys, customersApi } from "./customers-api.ts";

/** /customer/jobsites (spec 3 §2.6): read:jobsites, filter by customer, Show All, view and edit popups. */
export const JobSitesPage = () => {
  const user = useCurrentUser();
  const [customerid, setCustomerid] = useState<string | null>(null);
  const customerLabel = useEntityLabel("customer");
  const jobSiteLabel = useEntityLabel("jobsite");
  const customers = useQuery({
    queryKey: customerKeys.picker(false),
    queryFn: () => customersApi.picker(false),
  });
  if (!can(user, "read:jobsites")) return <Unauthorized message="Unauthorized to view this page." />;
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          {pluralLabel(jobSiteLabel)}
        </Title>
        <Group gap="sm">
          <Select
            size="xs"
            w={280}
            placeholder={`Filter by ${customerLabel.toLowerCase()}`}
            aria-label={customerLabel}
            searchable
            clearable
            data={(customers.data ?? []).map((c) => ({ value: String(c.id), label: c.customername }))}
            value={customerid}
            onChange={setCustomerid}
            comboboxProps={{ withinPortal: true }}
          />
          <Button size="xs" variant="default" onClick={() => setCustomerid(null)}>
            Show All
          </Button>
        </Group>
      </Group>
      <JobSitesGrid
        key={customerid ?? "all"}
        customerid={customerid ? Number(customerid) : null}
        label="Job sites"
      />
    </>
  );
};
