import type { FieldOf } from "../datagrid/index.ts";

/** A rich-text note of a customer or a vendor (spec 3 §2.5, §2.8): the fields the Notes tab reads. */
export interface NoteRow {
  id: number;
  version: number;
  note: string;
  createddate: string;
}

/** A visibility flag of the owner's notes: its field, the popup's checkbox label, the grid's caption. */
export interface NoteFlag<N extends NoteRow> {
  name: FieldOf<N, boolean>;
  label: string;
  caption: string;
  width: number;
}

/** What the note popup sends: the text and the owner's flags by field name. */
export interface NoteValues {
  note: string;
  [flag: string]: string | boolean;
}

/** The owner's calls: its notes' query key and list, and add / update / delete. */
export interface NotesApi<N extends NoteRow> {
  queryKey: readonly unknown[];
  list: () => Promise<N[]>;
  add: (values: NoteValues) => Promise<unknown>;
  update: (note: N, values: NoteValues) => Promise<unknown>;
  remove: (note: N) => Promise<unknown>;
}
