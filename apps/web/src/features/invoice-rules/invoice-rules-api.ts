import {
  type InvoiceRuleInput,
  InvoiceRules,
  type NteRaiseDecision,
  type NteRaiseInput,
  NteRaiseOut,
  NteRaises,
} from "@fm/domain/contracts";
import type { z } from "zod";
import { api } from "../../api/instance.ts";

export const invoiceRuleKeys = {
  rules: ["invoicerules"] as const,
  staffRaises: (workorderid: number) => ["nteraises", "staff", workorderid] as const,
  vendorRaises: (workorderid: number) => ["nteraises", "vendor", workorderid] as const,
};

export const invoiceRulesApi = {
  rules: () => api.get("/api/accounting/invoicerules", { response: InvoiceRules }),
  saveRule: (body: InvoiceRuleInput) =>
    api.put("/api/accounting/invoicerules", body, { response: InvoiceRules }),
  staffRaises: (workorderid: number) =>
    api.get("/api/workorder/nteraises", { query: { workorderid }, response: NteRaises }),
  vendorRaises: (workorderid: number) =>
    api.get("/api/vendorprofile/nteraises", { query: { workorderid }, response: NteRaises }),
  requestRaise: (body: NteRaiseInput) =>
    api.post("/api/vendorprofile/nteraise", body, { response: NteRaiseOut }),
  decide: (id: number, decision: "approve" | "decline", body: z.input<typeof NteRaiseDecision>) =>
    api.post(`/api/workorder/nteraise/${id}/${decision}`, body, { response: NteRaiseOut }),
};
