export { RecordPage } from "./RecordPage.tsx";
export { saveRecordPatch } from "./save-record-patch.ts";
export { useRecordForm } from "./use-record-form.ts";
