import { Alert, Button, Group, Paper, Text } from "@mantine/core";
import { IconCamera, IconLogin, IconLogout, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../api/api-error.ts";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { AddPhotoModal } from "./AddPhotoModal.tsx";
import { CheckOutModal } from "./CheckOutModal.tsx";
import { devicePosition, fieldApi, fieldKeys } from "./field-api.ts";
import { NotSentPanel } from "./NotSentPanel.tsx";
import { fieldToast, submitFieldAction, useFieldQueue } from "./offline/field-offline.ts";
import { queuedPresence } from "./offline/queue-types.ts";

interface Props {
  workorderid: number;
  wonumber: string;
  locked: boolean;
  /** The detail page's own query key: a check-in changes the order (on-site date, version). */
  detailKey: readonly unknown[];
  /** The page's attachments list: a photo adds to it. */
  attachmentsKey: readonly unknown[];
  onAddNote: () => void;
}

/**
 * The sticky action bar of the vendor detail on a phone (issue 31): Check in (the device's position; the
 * server decides the fence), Check out, Add Note. Outside the fence the refusal names the distance and the
 * tech may ask a check-in code to read to the dispatcher. Add Photo: a Before / After photo resized on the phone.
 */
export const FieldActionBar = ({
  workorderid,
  wonumber,
  locked,
  detailKey,
  attachmentsKey,
  onAddNote,
}: Props) => {
  const queued = useFieldQueue();
  const mine = useQuery({ queryKey: fieldKeys.mine(workorderid), queryFn: () => fieldApi.mine(workorderid) });
  const [code, setCode] = useState<string | null>(null);
  const [checkingOut, setCheckingOut] = useState(false);
  const [addingPhoto, setAddingPhoto] = useState(false);
  const invalidates = [fieldKeys.mine(workorderid), fieldKeys.todayAll, detailKey];
  const checkIn = useApiMutation({
    mutationFn: async (confirm: boolean) => {
      const position = await devicePosition();
      try {
        return await submitFieldAction({ kind: "checkin", workorderid, position, confirm }, wonumber);
      } catch (error) {
        // Still on site elsewhere: the tech says so, then the same check-in goes again.
        if (isApiError(error) && error.fields.confirm && !confirm) {
          if (await confirmDialog(error.message, "Checked in elsewhere", "Check in here too", "Cancel")) {
            return submitFieldAction({ kind: "checkin", workorderid, position, confirm: true }, wonumber);
          }
        }
        throw error;
      }
    },
    success: fieldToast("Checked in"),
    networkMode: "always",
    failure: false,
    invalidates,
  });
  const askCode = useApiMutation({
    mutationFn: () => fieldApi.requestCode(workorderid),
    failure: "Could not get a check-in code",
    onSuccess: (c) => setCode(c.code),
  });
  // A check-in or check-out still on the phone counts: checked in offline, the tech can check out offline.
  const onsite = queuedPresence(queued, workorderid) ?? mine.data?.checkedin === true;
  const failure = checkIn.error && isApiError(checkIn.error) ? checkIn.error.message : null;
  return (
    <>
      <NotSentPanel workorderid={workorderid} />
      {failure && (
        <Alert color="red" title="Check-in refused" role="alert">
          <Text size="sm">{failure}</Text>
          {code ? (
            <Text mt="xs" fw={700} size="lg">
              Read this code to the dispatcher: {code}
            </Text>
          ) : (
            <Button mt="xs" variant="light" onClick={() => askCode.mutate()} loading={askCode.isPending}>
              Get a check-in code
            </Button>
          )}
        </Alert>
      )}
      <Paper
        withBorder
        shadow="sm"
        p="xs"
        role="toolbar"
        aria-label="Field actions"
        style={{ position: "sticky", bottom: 0, zIndex: 5 }}
      >
        <Group grow gap="xs">
          {onsite ? (
            <Button
              size="md"
              leftSection={<IconLogout size={18} />}
              disabled={locked}
              onClick={() => setCheckingOut(true)}
            >
              Check Out
            </Button>
          ) : (
            <Button
              size="md"
              leftSection={<IconLogin size={18} />}
              // Offline the read waits ("paused"): the tech may still check in, the queue keeps it.
              disabled={locked || (mine.isPending && mine.fetchStatus !== "paused")}
              loading={checkIn.isPending}
              onClick={() => checkIn.mutate(false)}
            >
              Check In
            </Button>
          )}
          <Button
            size="md"
            variant="light"
            leftSection={<IconPlus size={18} />}
            disabled={locked}
            onClick={onAddNote}
          >
            Add Note
          </Button>
          <Button
            size="md"
            variant="light"
            leftSection={<IconCamera size={18} />}
            disabled={locked}
            onClick={() => setAddingPhoto(true)}
          >
            Add Photo
          </Button>
        </Group>
      </Paper>
      {addingPhoto && (
        <AddPhotoModal
          workorderid={workorderid}
          wonumber={wonumber}
          invalidates={[detailKey, attachmentsKey]}
          onClose={() => setAddingPhoto(false)}
        />
      )}
      {checkingOut && (
        <CheckOutModal
          workorderid={workorderid}
          wonumber={wonumber}
          invalidates={invalidates}
          onClose={() => setCheckingOut(false)}
        />
      )}
    </>
  );
};
