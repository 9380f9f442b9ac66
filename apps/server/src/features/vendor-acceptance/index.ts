/** What the vendor-acceptance feature (issue 32) offers the others. */
export { DISPATCH_NOTICES, dispatchedLines, lineAcceptance } from "./acceptance-state.ts";
export { type DecisionListener, onDispatchDecision } from "./decision-listeners.ts";
export { hashResponseToken, issueResponseLinks, type ResponseLinks } from "./response-links.ts";
export { vendorAcceptanceRoutes } from "./vendor-acceptance.routes.ts";
