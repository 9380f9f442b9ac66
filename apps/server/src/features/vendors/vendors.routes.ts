import {
  IdResult,
  VendorAddressValidation,
  VendorDetail,
  VendorFormLists,
  VendorGridPage,
  VendorGridQuery,
  VendorHistoryQuery,
  VendorHistoryRows,
  VendorIdParams,
  VendorLookupRows,
  VendorNewBody,
  VendorRatingParams,
  VendorRatingResult,
  VendorStatusTypeRows,
  VendorTierRows,
  VendorUpdatePatch,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { type AddressValidator, offlineAddressValidator } from "./address-validator.ts";
import { vendorStaff } from "./vendor-access.ts";
import { validateVendorAddress } from "./vendor-address.service.ts";
import {
  getVendorDetail,
  getVendorFormLists,
  listVendorStatusTypes,
  listVendorsForLookup,
  listVendorTiers,
  saveVendor,
  updateVendor,
} from "./vendor-form.service.ts";
import { listVendorHistory } from "./vendor-history.service.ts";
import { listVendorGrid } from "./vendor-list.service.ts";
import { addVendorRating } from "./vendor-rating.service.ts";

const tags = ["vendors"];
const access = vendorStaff;

/**
 * Vendors list, details, new vendor, address validation and rating (spec 3 §2.7, §2.8, §7.2; spec 2 §7).
 * `addressValidator` defaults to the offline one (docs/vendor-address-validation.md).
 */
export const vendorRoutes: FastifyPluginAsyncZod<
  RouteOptions & { addressValidator?: AddressValidator }
> = async (app, { ctx, addressValidator = offlineAddressValidator }) => {
  const { db } = ctx.database;

  app.get(
    "/api/vendor/getvendors",
    {
      config: { access },
      schema: {
        tags,
        description:
          "The Vendors list (/vendor): one server page through the grid query (search, filters, sorts; saved views of page type v), with the compliance alert per row.",
        querystring: VendorGridQuery,
        response: { 200: VendorGridPage },
      },
    },
    (req) => listVendorGrid(db, req.query),
  );
  app.get(
    "/api/vendor/getvendorsforlookup",
    {
      config: { access },
      schema: { tags, description: "Every vendor by name (pickers).", response: { 200: VendorLookupRows } },
    },
    () => listVendorsForLookup(db),
  );
  app.get(
    "/api/vendor/getvendorstatustypes",
    { config: { access }, schema: { tags, response: { 200: VendorStatusTypeRows } } },
    () => listVendorStatusTypes(db),
  );
  app.get(
    "/api/vendor/getvendortiers",
    { config: { access }, schema: { tags, response: { 200: VendorTierRows } } },
    () => listVendorTiers(db),
  );
  app.get(
    "/api/vendor/getlists",
    {
      config: { access },
      schema: {
        tags,
        description: "Pick lists of the vendor form: states, terms, tiers, status types.",
        response: { 200: VendorFormLists },
      },
    },
    () => getVendorFormLists(db),
  );
  app.get(
    "/api/vendor/history",
    {
      config: { access },
      schema: {
        tags,
        description: "The vendor's work orders (History tab and the WO Count popup).",
        querystring: VendorHistoryQuery,
        response: { 200: VendorHistoryRows },
      },
    },
    (req) => listVendorHistory(db, req.query.vendorid),
  );
  app.post(
    "/api/vendor/validateaddress",
    {
      config: { access },
      schema: {
        tags,
        description:
          "The new-vendor form's address normalised and checked against the ZIP data (400 naming the fields when it cannot be), and an existing vendor with the same address, primary e-mail or phone. Writes nothing.",
        body: VendorNewBody,
        response: { 200: VendorAddressValidation },
      },
    },
    (req) => validateVendorAddress(db, addressValidator, req.body),
  );
  app.post(
    "/api/vendor/save",
    {
      config: { access },
      schema: {
        tags,
        description: "A new vendor; answers its id.",
        body: VendorNewBody,
        response: { 200: IdResult },
      },
    },
    (req) => saveVendor(db, currentUser(req), req.body),
  );
  app.put(
    "/api/vendor/update",
    {
      config: { access },
      schema: {
        tags,
        description:
          "The fields the user changed, at the vendor's version (a stale version answers 409; a field left out keeps its value).",
        body: VendorUpdatePatch,
        response: { 200: VendorDetail },
      },
    },
    (req) => updateVendor(db, ctx.secrets, currentUser(req), req.body),
  );
  app.post(
    "/api/vendor/addvendorrating/:vendorId/:rating",
    {
      config: { access },
      schema: {
        tags,
        description: "Adds one rating (1 to 5 in half steps); answers the new average and count.",
        params: VendorRatingParams,
        response: { 200: VendorRatingResult },
      },
    },
    (req) => addVendorRating(db, currentUser(req), req.params.vendorId, req.params.rating),
  );
  app.get(
    "/api/vendor/:id",
    {
      config: { access },
      schema: {
        tags,
        description: "The vendor as the details page edits it (the tax id masked except for Admin).",
        params: VendorIdParams,
        response: { 200: VendorDetail },
      },
    },
    (req) => getVendorDetail(db, ctx.secrets, currentUser(req), req.params.id),
  );
};
