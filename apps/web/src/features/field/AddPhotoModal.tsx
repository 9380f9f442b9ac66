import { PHOTO_TAGS, type PhotoTag } from "@fm/domain";
import { FileInput, SegmentedControl, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { fieldToast, submitFieldAction } from "./offline/field-offline.ts";
import { resizePhoto } from "./photo-resize.ts";

interface PhotoForm {
  tag: PhotoTag;
  file: File | null;
}

/**
 * Add Photo (issue 31): the camera (`capture="environment"`) or a picked image, tagged Before / After,
 * resized on the phone to a JPEG of at most 1600 px, stored as a Photo attachment of the vendor's line;
 * offline it waits on the phone (the "Not sent" list).
 */
export const AddPhotoModal = ({
  workorderid,
  wonumber,
  invalidates,
  onClose,
}: {
  workorderid: number;
  wonumber: string;
  invalidates: readonly (readonly unknown[])[];
  onClose: () => void;
}) => {
  const form = useForm<PhotoForm>({
    initialValues: { tag: "Before", file: null },
    validate: { file: (f) => (f ? null : "Take or choose a photo.") },
  });
  const save = useFormMutation({
    mutationFn: async (v: PhotoForm) => {
      if (!v.file) throw new Error("Take or choose a photo.");
      const photo = await resizePhoto(v.file);
      return submitFieldAction({ kind: "photo", workorderid, tag: v.tag, photo, name: photo.name }, wonumber);
    },
    success: fieldToast("Photo added"),
    networkMode: "always",
    invalidates,
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Add Photo"
      width={500}
      height={380}
      onClose={onClose}
      onSubmit={save.mutateAsync}
    >
      <Stack gap="xs">
        <Text size="sm" fw={500} id="photo-tag-label">
          Photo taken
        </Text>
        <SegmentedControl
          aria-labelledby="photo-tag-label"
          data={[...PHOTO_TAGS]}
          {...form.getInputProps("tag")}
        />
      </Stack>
      <FileInput
        label="Photo"
        placeholder="Take or choose a photo"
        accept="image/*"
        capture="environment"
        clearable
        required
        data-autofocus
        {...form.getInputProps("file")}
      />
    </FormModal>
  );
};
