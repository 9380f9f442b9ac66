import type { AdminUser } from "@fm/domain/contracts";
import { Badge } from "@mantine/core";
import type { ReactNode } from "react";
import { actionsColumn, dateColumn, type GridColumn, yesNoColumn } from "../../components/datagrid/index.ts";
import { userStatus } from "./user-form.ts";

/** A user as the Users grid shows it: the server's row plus the names it searches and sorts on. */
export interface UserRow extends AdminUser {
  name: string;
  rolenames: string;
  link: string;
  status: string;
}

export const toUserRows = (users: AdminUser[]): UserRow[] =>
  users.map((u) => ({
    ...u,
    name: `${u.given_name} ${u.family_name}`.trim(),
    rolenames: u.app_metadata.roles.join(", "),
    link: u.vendorname ?? u.customername ?? "",
    status: userStatus(u),
  }));

const STATUS_COLOR: Record<string, string> = {
  Active: "green",
  Blocked: "red",
  Inactive: "gray",
  "Invitation pending": "blue",
  "Invitation expired": "orange",
};

export const userColumns = (actions: (u: UserRow) => ReactNode): GridColumn<UserRow>[] => [
  { name: "name", caption: "Name", width: 190 },
  { name: "email", caption: "Email", width: 240 },
  { name: "rolenames", caption: "Roles", width: 180 },
  { name: "link", caption: "Vendor / Customer", width: 190 },
  {
    name: "status",
    caption: "Status",
    width: 150,
    cell: (u) => (
      <Badge variant="light" color={STATUS_COLOR[u.status] ?? "gray"}>
        {u.status}
      </Badge>
    ),
  },
  yesNoColumn("isdispatcher", "Dispatcher", 105),
  yesNoColumn("isactive", "Active", 85),
  yesNoColumn("blocked", "Blocked", 90),
  { name: "logins_count", caption: "Logins", type: "number", width: 85 },
  dateColumn("lastlogin", "Last Login", 120),
  actionsColumn(actions),
];

export const userSearchText = (u: UserRow) => [u.name, u.email, u.rolenames, u.link, u.status].join(" ");
