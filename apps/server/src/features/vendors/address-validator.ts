import { lookupZip } from "../../platform/geo/us-zips.ts";

/**
 * Address validation behind one interface (issue 15; docs/vendor-address-validation.md): the offline
 * validator below is the default and what the tests use; a real address service (USPS, SmartyStreets …) can
 * implement `AddressValidator` and be passed to `vendorRoutes` without touching the rules around it.
 */
export interface AddressInput {
  address: string;
  address2: string | null;
  city: string;
  statecode: string;
  postalcode: string;
}

export interface ValidatedAddress {
  address: string;
  address2: string | null;
  city: string;
  statecode: string;
  postalcode: string;
  county: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Why an address cannot be validated, per field (the route answers 400 naming them). */
export type AddressProblem = Partial<Record<"postalcode" | "city" | "statecode", string>>;

export type AddressValidationOutcome =
  | { ok: true; address: ValidatedAddress }
  | { ok: false; problems: AddressProblem };

export interface AddressValidator {
  readonly name: string;
  validate(input: AddressInput): Promise<AddressValidationOutcome>;
}

/** USPS Publication 28 street suffixes and unit designators seen most (C1, C2), plus directionals. */
const ABBREVIATIONS: Record<string, string> = {
  street: "St",
  st: "St",
  avenue: "Ave",
  ave: "Ave",
  av: "Ave",
  road: "Rd",
  rd: "Rd",
  boulevard: "Blvd",
  blvd: "Blvd",
  drive: "Dr",
  dr: "Dr",
  lane: "Ln",
  ln: "Ln",
  court: "Ct",
  ct: "Ct",
  place: "Pl",
  pl: "Pl",
  parkway: "Pkwy",
  pkwy: "Pkwy",
  highway: "Hwy",
  hwy: "Hwy",
  circle: "Cir",
  cir: "Cir",
  terrace: "Ter",
  trail: "Trl",
  square: "Sq",
  expressway: "Expy",
  freeway: "Fwy",
  turnpike: "Tpke",
  center: "Ctr",
  plaza: "Plz",
  point: "Pt",
  way: "Way",
  suite: "Ste",
  ste: "Ste",
  apartment: "Apt",
  apt: "Apt",
  building: "Bldg",
  floor: "Fl",
  room: "Rm",
  unit: "Unit",
  north: "N",
  south: "S",
  east: "E",
  west: "W",
  northeast: "NE",
  northwest: "NW",
  southeast: "SE",
  southwest: "SW",
  n: "N",
  s: "S",
  e: "E",
  w: "W",
  ne: "NE",
  nw: "NW",
  se: "SE",
  sw: "SW",
};

const titleWord = (w: string) =>
  /^\d/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** One street line in USPS style: single spaces, no periods or commas, suffixes and directionals abbreviated. */
export const normaliseStreet = (line: string): string =>
  line
    .replace(/[.,]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const key = w.toLowerCase();
      if (key === "po" || key === "p.o") return "PO";
      return ABBREVIATIONS[key] ?? (w === "#" ? "#" : titleWord(w));
    })
    .join(" ");

/** Title case for a city ("SAN ANTONIO" → "San Antonio"). */
export const normaliseCity = (city: string): string =>
  city.trim().split(/\s+/).filter(Boolean).map(titleWord).join(" ");

/** The key two addresses are compared by: the normalised street line, lower case, and the 5-digit ZIP. */
export const addressKey = (address: string, postalcode: string) =>
  `${normaliseStreet(address).toLowerCase()}|${postalcode.slice(0, 5)}`;

/**
 * The offline validator: the street line normalised (USPS abbreviations), the ZIP checked against the shipped
 * ZIP data (platform/geo/us-zips.ts) — unknown ZIP, or a ZIP of another state, is a problem; the city is
 * taken from the ZIP when it differs — and county and coordinates filled in from the ZIP.
 */
export const offlineAddressValidator: AddressValidator = {
  name: "offline",
  async validate(input) {
    const zip = lookupZip(input.postalcode);
    if (!zip) return { ok: false, problems: { postalcode: "Zip Code was not found." } };
    if (zip.statecode !== input.statecode.toUpperCase())
      return {
        ok: false,
        problems: {
          postalcode: `Zip Code ${input.postalcode} is in ${zip.statecode}, not ${input.statecode.toUpperCase()}.`,
          statecode: `State does not match Zip Code ${input.postalcode}.`,
        },
      };
    return {
      ok: true,
      address: {
        address: normaliseStreet(input.address),
        address2: input.address2 ? normaliseStreet(input.address2) : null,
        city: normaliseCity(zip.city),
        statecode: zip.statecode,
        postalcode: input.postalcode,
        county: zip.county || null,
        latitude: zip.latitude,
        longitude: zip.longitude,
      },
    };
  },
};
