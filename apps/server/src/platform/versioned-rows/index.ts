export { bumpVersion, deleteVersionedRow, lockVersionedRow, type VersionedTable } from "./versioned-rows.ts";
