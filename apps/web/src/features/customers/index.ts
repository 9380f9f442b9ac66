/** What the customers feature offers the other features (screens are registered in app/screen-components.tsx). */
export { customerKeys, customersApi } from "./customers-api.ts";
