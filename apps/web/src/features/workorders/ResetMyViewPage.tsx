import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { viewsApi, viewsKey } from "../../components/datagrid/views/views-api.ts";
import { FullPageLoader } from "../../components/FullPageLoader.tsx";
import { useApiMutation } from "../../components/use-api-mutation.ts";

/**
 * /workorder/resetmyview (spec 1 §2, spec 2 §2): resets the saved layout of the work-order list (no saved view
 * is the default any more, and the cached views are dropped so the list cannot re-apply the old default),
 * toasts 'Successfully reset view' / 'Failed to reset view', and returns to /workorder with the built-in layout.
 */
export const ResetMyViewPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const reset = useApiMutation({
    mutationFn: () => viewsApi.reset("w"),
    success: "Successfully reset view",
    failure: "Failed to reset view",
    onSettled: () => {
      queryClient.removeQueries({ queryKey: viewsKey("w") });
      navigate("/workorder", { replace: true });
    },
  });
  const { mutate } = reset;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  return <FullPageLoader />;
};
