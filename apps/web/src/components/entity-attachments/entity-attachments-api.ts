/** A file attached to a customer or a vendor (spec 3 §2.10): the fields the Attachments tab reads. */
export interface AttachmentRow {
  id: number;
  version: number;
  attachmenttypeid: number;
  attachmenttype: string;
  displayname: string;
  filename: string;
  createdbyuser: string;
  createddate: string;
  /** Only on owners whose types expire (a vendor's COI, WC certificate). */
  expirationdate?: string | null;
}

/** What the Edit Attachment popup sends (the expiration date only where the owner's type carries one). */
export interface AttachmentEditValues {
  attachmenttypeid: string;
  displayname: string;
  expirationdate: string;
}

/** The owner's calls: its attachments' query key and list, upload, update, delete and download path. */
export interface AttachmentsApi<A extends AttachmentRow> {
  queryKey: readonly unknown[];
  /** Further queries an upload or an edit changes (e.g. the owner's compliance). */
  alsoChanges?: readonly (readonly unknown[])[];
  list: () => Promise<A[]>;
  upload: (typeid: number, files: File[], onProgress: (percent: number) => void) => Promise<unknown>;
  update: (att: A, values: AttachmentEditValues) => Promise<unknown>;
  remove: (att: A) => Promise<unknown>;
  downloadPath: (att: A) => string;
}
