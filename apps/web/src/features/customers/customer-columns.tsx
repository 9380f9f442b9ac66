import type { GridColumn } from "../../components/datagrid/index.ts";
import { moneyColumn, yesNoColumn } from "../../components/datagrid/index.ts";
import type { CustomerGridRow, JobSite } from "./customers-api.ts";

/** The Customers grid's columns; names are the server's allow-listed columns (customer-list.service.ts). */
export const CUSTOMER_COLUMNS: readonly GridColumn<CustomerGridRow>[] = [
  { name: "customername", caption: "Customer Name", width: 240 },
  { name: "customerprefix", caption: "Prefix", width: 90 },
  { name: "streetaddress", caption: "Street Address", width: 200, hidden: true },
  { name: "city", caption: "City", width: 140 },
  { name: "statecode", caption: "State", width: 70 },
  { name: "postalcode", caption: "Zip Code", width: 90 },
  { name: "contactname", caption: "Contact", width: 160 },
  { name: "contactphone", caption: "Phone", width: 150 },
  { name: "contactemail", caption: "Email", width: 220, hidden: true },
  { name: "dispatcher", caption: "Dispatcher", width: 150 },
  { name: "salesrep", caption: "Sales Rep", width: 150, hidden: true },
  { name: "managementprovider", caption: "Management Provider", width: 170, hidden: true },
  moneyColumn<CustomerGridRow>("nte", "NTE", 100),
  {
    name: "termid",
    caption: "Term",
    width: 80,
    type: "number",
    cell: (c) => (c.termid ? `Net ${c.termid}` : ""),
  },
  { name: "jobsitecount", caption: "Job Sites", width: 90, type: "number", filterable: false },
  yesNoColumn<CustomerGridRow>("isactive", "Active", 80),
];

/** The job-site grids' columns (Job Sites tab, job-site list, a customer row's detail). */
export const jobSiteColumns = (withCustomer: boolean): GridColumn<JobSite>[] => [
  ...(withCustomer ? [{ name: "customername", caption: "Customer", width: 200 } as GridColumn<JobSite>] : []),
  { name: "jobsite", caption: "Job Site", width: 150 },
  { name: "jobsitedescription", caption: "Description", width: 220 },
  { name: "streetaddress", caption: "Street Address", width: 200 },
  { name: "city", caption: "City", width: 130 },
  { name: "statecode", caption: "State", width: 70 },
  { name: "postalcode", caption: "Zip Code", width: 90 },
  { name: "phone", caption: "Phone", width: 150 },
  { name: "contactperson", caption: "Contact Person", width: 150, hidden: true },
  { name: "email", caption: "Email", width: 200, hidden: true },
  { name: "specialprocedure", caption: "Special Procedure", width: 240, hidden: true },
  yesNoColumn<JobSite>("isactive", "Active", 80),
];
