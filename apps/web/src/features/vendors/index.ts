/** What the vendors feature offers the other features; they import it from here only (biome.json). */
export { NewVendorPage } from "./NewVendorPage.tsx";
export { VendorDetailPage } from "./VendorDetailPage.tsx";
export { VendorsPage } from "./VendorsPage.tsx";
