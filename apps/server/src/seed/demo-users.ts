import { defaultPermissionsFor, type Role, USER_TYPE } from "@fm/domain";

export const DEMO_PASSWORD = "Demo123!";

export interface DemoUser {
  email: string;
  firstname: string;
  lastname: string;
  roles: Role[];
  usertypeid: number;
  isdispatcher: boolean;
  /**
   * Linked to the first seeded vendor / customer; "vendor2" to the second vendor (vendor-portal isolation),
   * "customer2" to the second customer (customer-portal isolation).
   */
  link: "vendor" | "customer" | "vendor2" | "customer2" | null;
}

/** The demo logins of issue 2, one per role. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: "admin@example.com",
    firstname: "Alex",
    lastname: "Admin",
    roles: ["Admin"],
    usertypeid: USER_TYPE.Employee,
    isdispatcher: true,
    link: null,
  },
  {
    email: "dispatcher@example.com",
    firstname: "Dana",
    lastname: "Dispatcher",
    roles: ["Dispatchers"],
    usertypeid: USER_TYPE.Employee,
    isdispatcher: true,
    link: null,
  },
  {
    email: "accounting@example.com",
    firstname: "Avery",
    lastname: "Accounts",
    roles: ["AccountingAdmin"],
    usertypeid: USER_TYPE.Employee,
    isdispatcher: false,
    link: null,
  },
  {
    email: "vendor@example.com",
    firstname: "Victor",
    lastname: "Vendor",
    roles: ["Vendor"],
    usertypeid: USER_TYPE.Vendor,
    isdispatcher: false,
    link: "vendor",
  },
  {
    email: "tech@example.com",
    firstname: "Terry",
    lastname: "Tech",
    roles: ["Tech"],
    usertypeid: USER_TYPE.Vendor,
    isdispatcher: false,
    link: "vendor",
  },
  {
    email: "customer@example.com",
    firstname: "Casey",
    lastname: "Customer",
    roles: ["Customer"],
    usertypeid: USER_TYPE.Customer,
    isdispatcher: false,
    link: "customer",
  },
  // vendor-portal: a second vendor's office and technician, so every vendor screen can be checked for
  // isolation (one vendor never sees another's orders, notes, files or techs).
  {
    email: "vendor2@example.com",
    firstname: "Vera",
    lastname: "Vendortwo",
    roles: ["Vendor"],
    usertypeid: USER_TYPE.Vendor,
    isdispatcher: false,
    link: "vendor2",
  },
  {
    email: "tech2@example.com",
    firstname: "Tomas",
    lastname: "Techtwo",
    roles: ["Tech"],
    usertypeid: USER_TYPE.Vendor,
    isdispatcher: false,
    link: "vendor2",
  },
  // customer-portal (issue 13): a second customer's user, for trying the portal's isolation.
  {
    email: "customer2@example.com",
    firstname: "Morgan",
    lastname: "Customer",
    roles: ["Customer"],
    usertypeid: USER_TYPE.Customer,
    isdispatcher: false,
    link: "customer2",
  },
];

export const demoUserPermissions = (u: DemoUser): string[] => defaultPermissionsFor(u.roles);
