import { Typography } from "@mantine/core";
import type { QueryKey } from "@tanstack/react-query";
import { useMemo } from "react";
import { DataGrid, type FieldOf, type GridColumn } from "../datagrid/index.ts";
import { useLocalGridTab } from "../use-local-grid-tab.ts";

interface SharedNote {
  id: number;
  /** Sanitised by the server on the way in (the html() contract). */
  note: string;
  createddate: string;
}

/**
 * The read-only notes a portal user sees (the customer's self-view, the vendor's My Profile): only what staff
 * flagged for them, newest first, with who wrote it and when.
 */
export const SharedNotesGrid = <Row extends SharedNote>({
  queryKey,
  queryFn,
  byField,
}: {
  queryKey: QueryKey;
  queryFn: () => Promise<Row[]>;
  /** The row's author field (the two portals' contracts name it differently). */
  byField: FieldOf<Row, string>;
}) => {
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      {
        name: "note",
        caption: "Note",
        width: 560,
        cell: (n) => (
          <Typography fz="sm" p={0} m={0} style={{ whiteSpace: "normal" }}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: notes are sanitised by the server on the way in (html() contract) */}
            <div dangerouslySetInnerHTML={{ __html: n.note }} />
          </Typography>
        ),
      },
      { name: byField, caption: "Created By", width: 180 },
      { name: "createddate", caption: "Date", type: "date", width: 170 },
    ],
    [byField],
  );
  const tab = useLocalGridTab<Row>({
    queryKey,
    queryFn,
    columns,
    pageSize: 20,
    initialSort: [{ column: "createddate", desc: true }],
    searchText: useMemo(() => (n: Row) => `${n.note} ${String(n[byField])}`, [byField]),
  });
  return (
    <DataGrid
      {...tab.grid}
      label="Notes"
      getRowId={(n) => String(n.id)}
      emptyText="No notes yet"
      height={320}
      phoneCards
    />
  );
};
