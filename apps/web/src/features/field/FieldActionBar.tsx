import { Alert, Button, type ButtonProps, Group, Paper, Text } from "@mantine/core";
import { IconCamera, IconDeviceFloppy, IconLogin, IconLogout, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { isApiError } from "../../api/api-error.ts";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { notifySuccess } from "../../components/notify.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { AddPhotoModal } from "./AddPhotoModal.tsx";
import { CheckOutModal } from "./CheckOutModal.tsx";
import { checkInRefusal } from "./check-in-refusal.ts";
import { devicePosition, fieldApi, fieldKeys } from "./field-api.ts";
import { NotSentPanel } from "./NotSentPanel.tsx";
import { fieldToast, submitFieldAction, useFieldQueue } from "./offline/field-offline.ts";
import { queuedPresence } from "./offline/queue-types.ts";

/** The page's own Save, offered in the bar on a phone (where the page's Save is out of the thumb's reach). */
export interface FieldBarSave {
  onSave: () => void;
  /** Nothing to save (no change, or a locked order). */
  disabled: boolean;
  loading: boolean;
}

interface Props {
  workorderid: number;
  wonumber: string;
  locked: boolean;
  /** The detail page's own query key: a check-in changes the order (on-site date, version). */
  detailKey: readonly unknown[];
  /** The page's attachments list: a photo adds to it. */
  attachmentsKey: readonly unknown[];
  onAddNote: () => void;
  /** Shown on phones only (below the xs breakpoint); larger screens keep the page's own Save. */
  save?: FieldBarSave;
}

interface BarButtonProps extends Omit<ButtonProps, "children" | "leftSection" | "size"> {
  icon: ReactNode;
  /** The visible label, which is also the button's name. */
  children: string;
  onClick: () => void;
}

/**
 * One button of the bar, laid out as a phone's tab bar: the icon above a small label that wraps rather than
 * being cut: on one line at 390 px, on two at 320 px; at least 52 px tall (a thumb's target is 44 px).
 */
const BarButton = ({ icon, children, onClick, ...rest }: BarButtonProps) => (
  <Button
    {...rest}
    onClick={onClick}
    leftSection={icon}
    h="auto"
    mih={52}
    px={2}
    py={6}
    fz="xs"
    fw={500}
    style={{ flex: "1 1 0", minWidth: 0 }}
    styles={{
      inner: { flexDirection: "column", gap: 2 },
      section: { marginInline: 0 },
      label: {
        whiteSpace: "normal",
        overflow: "visible",
        textAlign: "center",
        lineHeight: 1.2,
        height: "auto",
      },
    }}
  >
    {children}
  </Button>
);

/**
 * The sticky action bar of the vendor detail on a phone (issue 31): Check in (the device's position; the
 * server decides the fence), Check out, Add Note, Add Photo (a Before / After photo resized on the phone) and,
 * on a phone, the page's Save. Outside the fence the refusal names the distance, is brought into view, and the
 * tech may ask a check-in code to read to the dispatcher.
 */
export const FieldActionBar = ({
  workorderid,
  wonumber,
  locked,
  detailKey,
  attachmentsKey,
  onAddNote,
  save,
}: Props) => {
  const queued = useFieldQueue();
  const mine = useQuery({ queryKey: fieldKeys.mine(workorderid), queryFn: () => fieldApi.mine(workorderid) });
  const [code, setCode] = useState<string | null>(null);
  const [checkingOut, setCheckingOut] = useState(false);
  const [addingPhoto, setAddingPhoto] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);
  const invalidates = [fieldKeys.mine(workorderid), fieldKeys.todayAll, detailKey];
  const checkIn = useApiMutation({
    // Null: the tech chose Cancel, nothing was sent and nothing is shown.
    mutationFn: async (confirm: boolean) => {
      const position = await devicePosition();
      try {
        return await submitFieldAction({ kind: "checkin", workorderid, position, confirm }, wonumber);
      } catch (error) {
        // Still on site elsewhere: the tech says so, then the same check-in goes again.
        if (isApiError(error) && error.fields.confirm && !confirm) {
          return (await confirmDialog(error.message, "Checked in elsewhere", "Check in here too", "Cancel"))
            ? submitFieldAction({ kind: "checkin", workorderid, position, confirm: true }, wonumber)
            : null;
        }
        throw error;
      }
    },
    onSuccess: (result) => {
      if (result) notifySuccess(fieldToast("Checked in")(result));
    },
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
  const refusal = checkInRefusal(checkIn.error);
  // The alert sits above the bar, often below the fold on a phone: bring each new refusal into view (its
  // role="alert" is announced as it appears).
  useEffect(() => {
    if (checkIn.error) refusalRef.current?.scrollIntoView({ block: "center" });
  }, [checkIn.error]);
  return (
    <>
      <NotSentPanel workorderid={workorderid} />
      {refusal && (
        <Alert ref={refusalRef} color="red" title="Check-in refused" role="alert">
          <Text size="sm">{refusal.message}</Text>
          {refusal.askCode &&
            (code ? (
              <Text mt="xs" fw={700} size="lg">
                Read this code to the dispatcher: {code}
              </Text>
            ) : (
              <Button mt="xs" variant="light" onClick={() => askCode.mutate()} loading={askCode.isPending}>
                Get a check-in code
              </Button>
            ))}
        </Alert>
      )}
      <Paper
        withBorder
        shadow="sm"
        p={4}
        role="toolbar"
        aria-label="Field actions"
        style={{ position: "sticky", bottom: 0, zIndex: 5 }}
      >
        <Group gap={4} wrap="nowrap" align="stretch">
          {onsite ? (
            <BarButton icon={<IconLogout size={20} />} disabled={locked} onClick={() => setCheckingOut(true)}>
              Check Out
            </BarButton>
          ) : (
            <BarButton
              icon={<IconLogin size={20} />}
              // Offline the read waits ("paused"): the tech may still check in, the queue keeps it.
              disabled={locked || (mine.isPending && mine.fetchStatus !== "paused")}
              loading={checkIn.isPending}
              onClick={() => checkIn.mutate(false)}
            >
              Check In
            </BarButton>
          )}
          <BarButton variant="light" icon={<IconPlus size={20} />} disabled={locked} onClick={onAddNote}>
            Add Note
          </BarButton>
          <BarButton
            variant="light"
            icon={<IconCamera size={20} />}
            disabled={locked}
            onClick={() => setAddingPhoto(true)}
          >
            Add Photo
          </BarButton>
          {save && (
            <BarButton
              hiddenFrom="xs"
              variant="light"
              icon={<IconDeviceFloppy size={20} />}
              disabled={save.disabled}
              loading={save.loading}
              onClick={save.onSave}
            >
              Save
            </BarButton>
          )}
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
