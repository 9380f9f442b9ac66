/** Map reports (issue 17): the three /reports/heatmap/* screens (registered in app/screen-components.tsx). */
export { CustomerAreaMapPage } from "./CustomerAreaMapPage.tsx";
export { VendorCoverageMapPage } from "./VendorCoverageMapPage.tsx";
export { WorkOrderHeatMapPage } from "./WorkOrderHeatMapPage.tsx";
