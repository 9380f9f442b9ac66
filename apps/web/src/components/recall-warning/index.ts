export { RecallWarning } from "./RecallWarning.tsx";
export { type SimilarOrdersPath, useSimilarOrders } from "./use-similar-orders.ts";
