import { ActionIcon, Indicator, Tooltip } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { devContract } from "../../api/dev-contract.ts";
import { api } from "../../api/instance.ts";
import { OVERDUE_POLL_MS, parseOverdueCount } from "./overdue.ts";

const fetchOverdue = async (): Promise<number | null> => {
  try {
    return parseOverdueCount(
      await api.get("/api/admin/getoverduep1", { response: await devContract("OverdueCount") }),
    );
  } catch {
    // Non-200 (or the endpoint not there yet): no badge, never a crash (spec 3 §8).
    return null;
  }
};

/** The Admin-only overdue-count bell of the top bar (spec 3 §2.2, §6); opens the overdue list. */
export const OverdueBell = () => {
  const { data: count } = useQuery({
    queryKey: ["admin", "getoverduep1"],
    queryFn: fetchOverdue,
    refetchInterval: OVERDUE_POLL_MS,
    refetchIntervalInBackground: true,
  });
  const shown = typeof count === "number" && count > 0 ? count : null;
  const label =
    shown === null ? "Overdue priority-1 work orders" : `Overdue priority-1 work orders: ${shown}`;

  return (
    <Tooltip label={label} withArrow>
      <Indicator
        label={shown !== null && shown > 99 ? "99+" : shown}
        disabled={shown === null}
        color="red"
        size={18}
        offset={6}
        inline
      >
        <ActionIcon
          component={Link}
          to="/workorder?overdue=true"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
        >
          <IconBell size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
};
