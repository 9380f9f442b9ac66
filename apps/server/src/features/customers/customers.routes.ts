import {
  CustomerDetail,
  CustomerGridPage,
  CustomerGridQuery,
  CustomerIdParams,
  CustomerLists,
  CustomerListsQuery,
  CustomerRows,
  CustomerSaveBody,
  CustomersQuery,
  CustomerUpdatePatch,
  IdResult,
  OneCustomerQuery,
  ProviderPasswordResult,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, anyOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { customerStaff } from "./customer-access.ts";
import {
  getCustomerDetail,
  getCustomerLists,
  saveCustomer,
  updateCustomer,
} from "./customer-form.service.ts";
import { listCustomerGrid } from "./customer-list.service.ts";
import { listCustomers } from "./customers.service.ts";
import { revealCustomerProviderPassword } from "./management-providers.service.ts";

const tags = ["customers"];

/** Customers list, details and new customer (spec 3 §2.4, §2.5, §7.1). */
export const customerRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  app.get(
    "/api/customer/getcustomers",
    {
      config: {
        access: allOf(
          staffOnly,
          anyOf(permissionOrAdmin("read:customers"), permissionOrAdmin("read:workorders")),
        ),
      },
      schema: {
        tags,
        description:
          "Customers for pickers (work-order form, imports): active ones, inactive ones on request.",
        querystring: CustomersQuery,
        response: { 200: CustomerRows },
      },
    },
    (req) => listCustomers(db, req.query),
  );

  app.get(
    "/api/customer/grid",
    {
      config: { access: customerStaff },
      schema: {
        tags,
        description:
          "The Customers list (/customer): one server page through the grid query (search, filters, sorts; saved views of page type c); inactive=true adds the inactive customers.",
        querystring: CustomerGridQuery,
        response: { 200: CustomerGridPage },
      },
    },
    (req) => listCustomerGrid(db, req.query),
  );

  app.get(
    "/api/customer/getlists",
    {
      config: { access: customerStaff },
      schema: {
        tags,
        description:
          "Pick lists of the customer form: states, sales reps, dispatchers, terms, trades, providers.",
        querystring: CustomerListsQuery,
        response: { 200: CustomerLists },
      },
    },
    () => getCustomerLists(db),
  );

  app.get(
    "/api/customer/providerpassword",
    {
      config: { access: customerStaff },
      schema: {
        tags,
        description:
          "The customer's management-provider password, asked for explicitly (staff only; each reveal is logged; not cached).",
        querystring: OneCustomerQuery,
        response: { 200: ProviderPasswordResult },
      },
    },
    async (req, reply) => {
      const result = await revealCustomerProviderPassword(ctx, req.query.customerid);
      req.log.info(
        { userid: currentUser(req).id, customerid: req.query.customerid },
        "management-provider password revealed",
      );
      reply.header("cache-control", "no-store");
      return result;
    },
  );

  app.post(
    "/api/customer/save",
    {
      config: { access: customerStaff },
      schema: { tags, body: CustomerSaveBody, response: { 200: IdResult } },
    },
    (req) => saveCustomer(db, currentUser(req), req.body),
  );

  app.put(
    "/api/customer/update",
    {
      config: { access: customerStaff },
      schema: {
        tags,
        description: "The whole customer form at its version (a stale version answers 409).",
        body: CustomerUpdatePatch,
        response: { 200: CustomerDetail },
      },
    },
    (req) => updateCustomer(db, currentUser(req), req.body),
  );

  app.get(
    "/api/customer/:id",
    {
      config: { access: customerStaff },
      schema: { tags, params: CustomerIdParams, response: { 200: CustomerDetail } },
    },
    (req) => getCustomerDetail(db, currentUser(req), req.params.id),
  );
};
