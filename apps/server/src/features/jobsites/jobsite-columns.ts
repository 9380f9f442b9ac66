import type { JobSiteFields } from "@fm/domain/contracts/jobsites";
import { coordinatesOf } from "../../platform/geo/us-zips.ts";

/** The stored text columns of a job site from its form fields. */
export const jobSiteText = (b: JobSiteFields) => ({
  jobsite: b.jobsite,
  jobsitedescription: b.jobsitedescription,
  streetaddress: b.streetaddress,
  streetaddress2: b.streetaddress2,
  city: b.city,
  statecode: b.statecode,
  postalcode: b.postalcode,
  phone: b.phone,
  contactperson: b.contactperson,
  email: b.email,
  specialprocedure: b.specialprocedure,
});

/** The stored columns of a job site from its form fields; the coordinates follow the ZIP. */
export const jobSiteColumns = (b: JobSiteFields) => ({ ...jobSiteText(b), ...coordinatesOf(b.postalcode) });
