/** What the accounting feature offers the other features; they import it from here only (biome.json). */
export { accountingRoutes } from "./accounting.routes.ts";
export type { FakeBillPayment, FakeQbo } from "./qbo/fake-qbo/fake-qbo-server.ts";
export { startFakeQbo } from "./qbo/fake-qbo/fake-qbo-server.ts";
export {
  enqueueVendorPaymentPull,
  pullVendorPayments,
  VENDOR_PAYMENT_PULL_BUSY,
  vendorPaymentPullKey,
} from "./vendor-payments-pull.ts";
