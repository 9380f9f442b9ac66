import { timeZoneOfState } from "@fm/domain";
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
  /** Issue 32: the site's zone as sent, else its state's (a save without one derives it again). */
  timezone: b.timezone ?? timeZoneOfState(b.statecode),
});

/** The stored columns of a job site from its form fields; the coordinates follow the ZIP. */
export const jobSiteColumns = (b: JobSiteFields) => ({ ...jobSiteText(b), ...coordinatesOf(b.postalcode) });
