import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { viewsApi } from "../../components/datagrid/views/views-api.ts";
import { errorText } from "../../components/ErrorFallback.tsx";
import { FullPageLoader } from "../../components/FullPageLoader.tsx";
import { notifyError } from "../../components/notify.ts";

/** /workorder/resetmyview: resets the saved layout of the work-order list and returns to /workorder. */
export const ResetMyViewPage = () => {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    viewsApi
      .reset("w")
      .catch((err) => notifyError(errorText(err)))
      .finally(() => navigate("/workorder", { replace: true }));
  }, [navigate]);
  return <FullPageLoader />;
};
