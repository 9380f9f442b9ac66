import { PasswordInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { detailApi, detailKeys } from "../detail-api.ts";

/** Masked until revealed; only then is the password asked for (issue 11 #12: never part of the detail load). */
const MASK = "••••••••";

export const ProviderPassword = ({ workorderid }: { workorderid: number }) => {
  const [visible, setVisible] = useState(false);
  const password = useQuery({
    queryKey: detailKeys.providerPassword(workorderid),
    queryFn: () => detailApi.providerPassword(workorderid),
    enabled: visible,
    gcTime: 0,
    staleTime: 0,
  });
  const value = visible ? (password.data?.password ?? (password.isPending ? "…" : "")) : MASK;
  return (
    <PasswordInput
      size="xs"
      label="Password"
      value={value}
      readOnly
      visible={visible}
      onVisibilityChange={setVisible}
      error={visible && password.error ? errorText(password.error) : undefined}
    />
  );
};
