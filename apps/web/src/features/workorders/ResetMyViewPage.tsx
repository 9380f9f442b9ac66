import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { viewsApi } from "../../components/datagrid/views/views-api.ts";
import { FullPageLoader } from "../../components/FullPageLoader.tsx";
import { useApiMutation } from "../../components/use-api-mutation.ts";

/** /workorder/resetmyview: resets the saved layout of the work-order list and returns to /workorder. */
export const ResetMyViewPage = () => {
  const navigate = useNavigate();
  const started = useRef(false);
  const reset = useApiMutation({
    mutationFn: () => viewsApi.reset("w"),
    onSettled: () => navigate("/workorder", { replace: true }),
  });
  const { mutate } = reset;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  return <FullPageLoader />;
};
