import { JOB_SITE_IMPORT_KIND } from "@fm/domain/contracts";
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { saveFile } from "../../api/download.ts";
import { api } from "../../api/instance.ts";
import { notifyFailure } from "../../components/notify.ts";
import { type CustomerImport, CustomerImportPage } from "./CustomerImportPage.tsx";

const JOB_SITES: CustomerImport = {
  title: "Import Job Sites",
  permission: "read:jobsites",
  kind: JOB_SITE_IMPORT_KIND,
  uploadPath: (id) => `/api/jobsites/importjobsites?customerid=${id}`,
  fileKind: "xlsx",
  rejected: "Only .xlsx spreadsheets can be imported.",
  progressLabel: "Importing job sites",
  what: "job site(s)",
  sample: (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      onClick={() =>
        api
          .download("/api/jobsites/downloadsamplesheet", {
            method: "POST",
            fallbackName: "JobSitesSample.xlsx",
          })
          .then(saveFile)
          .catch((err: unknown) => notifyFailure(err))
      }
    >
      Download Sample Sheet
    </Button>
  ),
};

/** /customer/importjobsites (spec 3 §2.6): an .xlsx of a customer's job sites, two passes in the background. */
export const ImportJobSitesPage = () => <CustomerImportPage config={JOB_SITES} />;
