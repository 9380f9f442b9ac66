/** What the vendor-portal feature offers the other features; they import it from here only (biome.json). */
export { VendorWorkOrderDetailPage } from "./VendorWorkOrderDetailPage.tsx";
