import { isCustomerUser, isStaff, isVendorUser } from "@fm/domain";
import { Grid } from "@mantine/core";
import { useState } from "react";
import { logError } from "../../api/log-error.ts";
import { useCurrentUser } from "../../auth/use-session.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { DispatcherCountsCard } from "./DispatcherCountsCard.tsx";
import type { DashboardKind } from "./dashboard-kind.ts";
import { popupAudience } from "./home-cards.ts";
import { PortalCards } from "./PortalCards.tsx";
import { PriorityCountsCard } from "./PriorityCountsCard.tsx";
import { StatusPieCard } from "./StatusPieCard.tsx";
import { type PopupTarget, WorkOrderPopup } from "./WorkOrderPopup.tsx";

/** A tile's own error boundary: one failing widget does not take the others down. */
const Tile = ({ name, children }: { name: string; children: React.ReactNode }) => (
  <ErrorBoundary onError={(error, stack) => void logError(error, "/home", `${name}\n${stack}`)}>
    {children}
  </ErrorBoundary>
);

/** The home dashboards of spec 1 §2: internal (charts), vendor or customer (cards), with the drill-down popup. */
export const HomeDashboard = ({ kind }: { kind: DashboardKind }) => {
  const user = useCurrentUser();
  const [target, setTarget] = useState<PopupTarget | null>(null);
  const audience = popupAudience(kind, {
    vendorUser: isVendorUser(user),
    customerUser: isCustomerUser(user),
  });

  return (
    <>
      {kind === "internal" ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Tile name="status counts">
              <StatusPieCard
                onOpen={(s) =>
                  setTarget({ title: s.status, statusid: s.statusid, count: s.count, color: s.color })
                }
              />
            </Tile>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Tile name="priority counts">
              <PriorityCountsCard
                onOpen={(p, color) =>
                  setTarget({
                    title: p.priority,
                    count: p.count,
                    color,
                    filters: [{ column: "priorityid", op: "=", value: p.priorityid }],
                  })
                }
              />
            </Tile>
          </Grid.Col>
          {isStaff(user) && (
            <Grid.Col span={12}>
              <Tile name="dispatcher counts">
                <DispatcherCountsCard />
              </Tile>
            </Grid.Col>
          )}
        </Grid>
      ) : (
        <Tile name="status cards">
          <PortalCards
            kind={kind}
            onOpen={(item) =>
              setTarget({ title: item.label, statusid: item.statusid, count: item.count, color: item.color })
            }
          />
        </Tile>
      )}
      <WorkOrderPopup target={target} audience={audience} onClose={() => setTarget(null)} />
    </>
  );
};
