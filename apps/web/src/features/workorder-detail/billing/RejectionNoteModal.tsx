import { TextPromptModal } from "../../../components/TextPromptModal.tsx";

/** Rejection Note popup (500x400, spec 2 §2, §9): the note is required. */
export const RejectionNoteModal = ({
  onClose,
  onSave,
}: {
  onClose: () => void;
  /** Saves the note; a failure keeps the popup open with the server's message. */
  onSave: (note: string) => Promise<unknown>;
}) => (
  <TextPromptModal
    title="Rejection Note"
    width={500}
    height={400}
    name="rejectionnote"
    label="Rejection Note"
    onClose={onClose}
    onSubmit={onSave}
  />
);
