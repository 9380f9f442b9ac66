/** What the vendor-search feature offers the other features (screens are registered in app/screen-components.tsx). */
// Select Vendor (workorder-detail) and the vendors list show the same compliance mark.
export { ComplianceMark } from "./ComplianceMark.tsx";
