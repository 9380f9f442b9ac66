/** What the work-order import offers other features (the ServiceChannel sync of issue 33 §6). */
export {
  type ScCheckInRequest,
  type ScCheckOutRequest,
  type ScStatusRequest,
  ServiceChannelClient,
  settingsFrom,
} from "./servicechannel-client.ts";
export { mapServiceChannelWorkOrder, scIdOf } from "./servicechannel-mapping.ts";
export { importParsedOrder } from "./workorder-import.service.ts";
