import type { VendorResponseView } from "@fm/domain/contracts";
import { Alert, Button, Center, Loader, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { errorText } from "../../components/ErrorFallback.tsx";
import { PublicCardForm, PublicCardPage } from "../../components/PublicCardPage.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { acceptanceApi } from "./acceptance-api.ts";

const STATE_TEXT: Record<Exclude<VendorResponseView["state"], "open">, string> = {
  expired: "This link has expired. Sign in to the vendor portal to accept or decline the work order.",
  used: "This link was already used: the work order was accepted or declined.",
};

/**
 * /vendor-response/:token (public): the page a dispatch e-mail's Accept or Decline link opens. Opening it
 * decides nothing (e-mail scanners pre-fetch links); the vendor confirms with an ETA or a reason.
 */
export const VendorResponsePage = () => {
  const token = useParams().token ?? "";
  const [view, setView] = useState<VendorResponseView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle("Work Order Response");
  useEffect(() => {
    acceptanceApi.view(token).then(setView, (e: unknown) => setLoadError(errorText(e)));
  }, [token]);
  const form = useForm<{ eta: string; reason: string }>({
    mode: "uncontrolled",
    initialValues: { eta: "", reason: "" },
    validate: {
      eta: (v) => (view?.decision === "accept" && !v ? "ETA is required." : null),
      reason: (v) => (view?.decision === "decline" && !v.trim() ? "Reason is required." : null),
    },
  });
  const submit = form.onSubmit(async (v) => {
    if (!view) return;
    setBusy(true);
    setFailure(null);
    try {
      const r = await acceptanceApi.respond(
        token,
        view.decision === "accept" ? { eta: dayjs(v.eta).toISOString() } : { reason: v.reason },
      );
      setDone(`Work order ${r.wonumber} ${r.decision === "accept" ? "accepted" : "declined"}. Thank you.`);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  });
  const accepting = view?.decision === "accept";
  return (
    <PublicCardPage
      title={view ? (accepting ? "Accept Work Order" : "Decline Work Order") : "Work Order Response"}
      width={460}
    >
      {loadError && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {loadError.includes("not found")
            ? "This link is not valid. Use the latest dispatch e-mail or sign in to the vendor portal."
            : loadError}
        </Alert>
      )}
      {!view && !loadError && (
        <Center>
          <Loader aria-label="Loading" />
        </Center>
      )}
      {view && (
        <Stack gap={2}>
          <Text fw={700}>Work Order {view.wonumber}</Text>
          <Text size="sm">{view.briefdescription}</Text>
          <Text size="sm">{[view.city, view.statecode].filter(Boolean).join(", ")}</Text>
          <Text size="sm">For {view.vendorname}</Text>
        </Stack>
      )}
      {view && view.state !== "open" && !done && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {STATE_TEXT[view.state]}
        </Alert>
      )}
      {done && (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
          {done}
        </Alert>
      )}
      {view && view.state === "open" && !done && (
        <PublicCardForm label={accepting ? "Accept" : "Decline"} onSubmit={submit} failure={failure}>
          {accepting ? (
            <TextInput
              type="datetime-local"
              label="ETA"
              description="When your technician will be on site."
              required
              key={form.key("eta")}
              {...form.getInputProps("eta")}
            />
          ) : (
            <Textarea
              label="Reason"
              required
              autosize
              minRows={3}
              maxLength={1000}
              key={form.key("reason")}
              {...form.getInputProps("reason")}
            />
          )}
          <Button type="submit" fullWidth loading={busy} color={accepting ? "green" : "red"}>
            {accepting ? "Accept" : "Decline"}
          </Button>
        </PublicCardForm>
      )}
    </PublicCardPage>
  );
};
