import type { customers, jobSites, managementProviders } from "../db/schema/index.ts";
import { personName, phone, slug, streetAddress } from "./names.ts";
import type { Rng } from "./prng.ts";
import { US_PLACES } from "./us-places.ts";

type CustomerRow = typeof customers.$inferInsert & { id: number };
type JobSiteRow = typeof jobSites.$inferInsert & { id: number };

export const MANAGEMENT_PROVIDERS: (typeof managementProviders.$inferInsert)[] = [
  {
    managementprovider: "ServiceChannel",
    webaddress: "https://www.servicechannel.com",
    userid: "fmdispatch",
  },
  { managementprovider: "Corrigo", webaddress: "https://am-ce.corrigo.com", userid: "fm.dispatch" },
  { managementprovider: "FM Pilot", webaddress: "https://www.fmpilot2.com", userid: "fmd-ops" },
  { managementprovider: "Verisae", webaddress: "https://www.verisae.net", userid: "dispatch01" },
];

interface Chain {
  name: string;
  prefix: string;
  kind: "Store" | "Restaurant" | "Branch" | "Office" | "Clinic" | "Center";
  sites: number;
  /** Index into MANAGEMENT_PROVIDERS, when the customer works through one. */
  provider?: number;
  nte: string;
  hq: string;
}

/** The first chain is the "hero" customer that customer@example.com belongs to. */
export const CHAINS: readonly Chain[] = [
  {
    name: "Summit Outfitters",
    prefix: "SUM",
    kind: "Store",
    sites: 30,
    provider: 0,
    nte: "1500.00",
    hq: "Denver",
  },
  {
    name: "Harvest Table Restaurants",
    prefix: "HTR",
    kind: "Restaurant",
    sites: 14,
    nte: "1000.00",
    hq: "Nashville",
  },
  {
    name: "First Meridian Bank",
    prefix: "FMB",
    kind: "Branch",
    sites: 14,
    provider: 1,
    nte: "2500.00",
    hq: "Charlotte",
  },
  {
    name: "BrightMart Discount",
    prefix: "BMD",
    kind: "Store",
    sites: 16,
    provider: 0,
    nte: "750.00",
    hq: "Dallas",
  },
  {
    name: "Copperline Coffee Co.",
    prefix: "CCC",
    kind: "Restaurant",
    sites: 12,
    nte: "500.00",
    hq: "Seattle",
  },
  {
    name: "Keystone Office Partners",
    prefix: "KOP",
    kind: "Office",
    sites: 9,
    provider: 2,
    nte: "3000.00",
    hq: "Philadelphia",
  },
  { name: "Pinnacle Fitness Clubs", prefix: "PFC", kind: "Center", sites: 10, nte: "1200.00", hq: "Phoenix" },
  {
    name: "Lakeside Pharmacy",
    prefix: "LKP",
    kind: "Store",
    sites: 12,
    provider: 3,
    nte: "800.00",
    hq: "Chicago",
  },
  { name: "Golden Spoon Diners", prefix: "GSD", kind: "Restaurant", sites: 10, nte: "900.00", hq: "Atlanta" },
  {
    name: "Union Trust Credit Union",
    prefix: "UTC",
    kind: "Branch",
    sites: 8,
    nte: "2000.00",
    hq: "Columbus",
  },
  {
    name: "Evergreen Urgent Care",
    prefix: "EUC",
    kind: "Clinic",
    sites: 8,
    provider: 2,
    nte: "1800.00",
    hq: "Portland",
  },
  { name: "Northstar Auto Parts", prefix: "NAP", kind: "Store", sites: 9, nte: "600.00", hq: "Minneapolis" },
];

const SPECIAL_PROCEDURES = [
  "Check in with the store manager on arrival and sign the vendor log.",
  "After-hours work only (10 PM - 6 AM). Call the alarm company before entry: +1 (800) 555-0142.",
  "Badge required. Escort needed in the vault and teller areas.",
  "No work in the dining room during lunch (11 AM - 2 PM).",
  "Roof access via the rear ladder; key at the service desk.",
  "Photos before and after are required for every visit.",
];

export interface BuiltCustomers {
  customers: CustomerRow[];
  jobSites: JobSiteRow[];
}

export const buildCustomers = (
  rng: Rng,
  opts: {
    customerIds: readonly number[];
    jobSiteIds: readonly number[];
    managementProviderIds: readonly number[];
    dispatcherIds: readonly number[];
    salesRepIds: readonly number[];
  },
): BuiltCustomers => {
  const customerRows: CustomerRow[] = [];
  const siteRows: JobSiteRow[] = [];
  let siteIndex = 0;
  CHAINS.forEach((chain, i) => {
    const id = opts.customerIds[i];
    if (id === undefined) throw new Error("not enough customer ids");
    const hq = US_PLACES.find((p) => p.city === chain.hq) ?? rng.pick(US_PLACES);
    const contact = personName(rng);
    const billing = personName(rng);
    const domain = `${slug(chain.name)}.example.com`;
    customerRows.push({
      id,
      customername: chain.name,
      customerprefix: chain.prefix,
      dispatcherid: rng.pick(opts.dispatcherIds),
      salesrepid: rng.pick(opts.salesRepIds),
      contactfirstname: contact.first,
      contactlastname: contact.last,
      streetaddress: streetAddress(rng),
      city: hq.city,
      statecode: hq.statecode,
      postalcode: hq.postalcode,
      contactphone: phone(rng),
      contactcellphone: phone(rng),
      contactemail: `${contact.first.toLowerCase()}.${contact.last.toLowerCase()}@${domain}`,
      ccemails: `facilities@${domain}`,
      billingfirstname: billing.first,
      billinglastname: billing.last,
      billingphone: phone(rng),
      billingemail: `ap@${domain}`,
      termid: rng.pick([30, 30, 45, 60]),
      nte: chain.nte,
      managementproviderid:
        chain.provider === undefined ? null : (opts.managementProviderIds[chain.provider] ?? null),
      servicechannelsubscriberid: chain.provider === 0 ? String(2000000000 + rng.int(1000, 99999)) : null,
      notifyproposaladded: rng.chance(0.6),
      notifyinvoiceadded: rng.chance(0.5),
      notifystatuschange: rng.chance(0.4),
      isactive: i !== CHAINS.length - 1 || rng.chance(0.5),
    });
    for (let n = 0; n < chain.sites; n++) {
      const siteId = opts.jobSiteIds[siteIndex++];
      if (siteId === undefined) throw new Error("not enough job-site ids");
      const place = rng.pick(US_PLACES);
      const manager = personName(rng);
      const number = String(100 + n * 7 + rng.int(0, 6)).padStart(4, "0");
      siteRows.push({
        id: siteId,
        customerid: id,
        jobsite: `${chain.kind} #${number}`,
        jobsitedescription: `${chain.name} - ${place.city}, ${place.statecode}`,
        streetaddress: streetAddress(rng),
        streetaddress2: rng.chance(0.2) ? `Suite ${rng.int(100, 450)}` : null,
        city: place.city,
        statecode: place.statecode,
        postalcode: place.postalcode,
        phone: phone(rng),
        contactperson: `${manager.first} ${manager.last}`,
        email: `${chain.kind.toLowerCase()}${number}@${domain}`,
        specialprocedure: rng.chance(0.35) ? rng.pick(SPECIAL_PROCEDURES) : null,
        // A few hundred metres of jitter so sites in one ZIP do not sit on one point.
        latitude: Number((place.latitude + (rng.next() - 0.5) * 0.02).toFixed(6)),
        longitude: Number((place.longitude + (rng.next() - 0.5) * 0.02).toFixed(6)),
        isactive: rng.chance(0.97),
      });
    }
  });
  return { customers: customerRows, jobSites: siteRows };
};

export const JOB_SITE_COUNT = CHAINS.reduce((s, c) => s + c.sites, 0);
