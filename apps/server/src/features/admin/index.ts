/** What the admin feature offers: its routes (registered in features/index.ts). */
export { adminRoutes } from "./admin.routes.ts";
export { type AuditActor, listAudit, writeAudit } from "./admin-audit.ts";
export { hashInvitationToken } from "./invitations.service.ts";
export { setPasswordRoutes } from "./set-password.routes.ts";
