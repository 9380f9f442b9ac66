// @vitest-environment jsdom
import type { JobSite } from "@fm/domain/contracts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JobSitesGrid } from "./CustomerJobSitesGrid.tsx";
import { customersApi } from "./customers-api.ts";

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </QueryClientProvider>,
  );

const SITE: JobSite = {
  id: 11,
  version: 1,
  customerid: 4,
  customername: "Acme",
  jobsite: "Store 12",
  jobsitedescription: "",
  streetaddress: "1 Main St",
  streetaddress2: null,
  city: "Austin",
  statecode: "TX",
  postalcode: "78701",
  phone: null,
  contactperson: null,
  email: null,
  specialprocedure: null,
  procedures: [],
  latitude: null,
  longitude: null,
  isactive: true,
};

afterEach(() => vi.restoreAllMocks());

describe("Job Sites grid of a customer record (issue 28: the record's abilities)", () => {
  const open = async (abilities: { canAdd: boolean; canEdit: boolean }) => {
    vi.spyOn(customersApi, "jobSites").mockResolvedValue({ rows: [SITE], total: 1, page: 1, pageSize: 20 });
    const user = userEvent.setup();
    wrap(<JobSitesGrid customerid={4} label="Job Sites" {...abilities} />);
    expect(await screen.findByText("Store 12")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Actions for Store 12" }));
    return (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
  };

  it("offers Add and Edit when the abilities allow them", async () => {
    expect(await open({ canAdd: true, canEdit: true })).toEqual(["View", "Edit"]);
    expect(screen.getByRole("button", { name: /^Add / })).toBeTruthy();
  });

  it("offers View only, and no Add, to a caller whose abilities refuse them", async () => {
    expect(await open({ canAdd: false, canEdit: false })).toEqual(["View"]);
    expect(screen.queryByRole("button", { name: /^Add / })).toBeNull();
  });
});
