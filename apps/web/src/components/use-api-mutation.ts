import {
  type NetworkMode,
  type QueryKey,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { notifyFailure, notifySuccess } from "./notify.ts";

type Derive<TData, TVars, R> = R | ((data: TData, vars: TVars) => R);

export interface ApiMutationOptions<TData, TVars> {
  mutationFn: (vars: TVars) => Promise<TData>;
  /** Queries the write changes: invalidated (refetched when shown) once it settles, failed or not. */
  invalidates?: readonly QueryKey[] | ((vars: TVars) => readonly QueryKey[]);
  /** The spec's success toast. */
  success?: Derive<TData, TVars, string>;
  /**
   * The failure toast shows the server's own message (ApiError.message), under the spec's caption when one is
   * given here; `false` when the caller shows the failure itself (FormModal does).
   */
  failure?: string | false;
  /** How long the failure toast stays (default TOAST_MS). */
  failureMs?: number;
  onSuccess?: (data: TData, vars: TVars) => void;
  /** After success or failure (e.g. reload what the write may have changed). */
  onSettled?: () => void;
  /**
   * TanStack's network mode (default "online": the write waits while the browser is offline). "always" for a
   * write that works offline itself (the field queue of issue 31 keeps it on the phone).
   */
  networkMode?: NetworkMode;
}

const derive = <TData, TVars, R>(value: Derive<TData, TVars, R>, data: TData, vars: TVars): R =>
  typeof value === "function" ? (value as (d: TData, v: TVars) => R)(data, vars) : value;

/**
 * Every write in the web: a TanStack Query mutation with its success toast, the queries it invalidates and
 * a failure toast carrying the server's message. Use `mutate` from a menu or button, `mutateAsync` as a
 * FormModal's onSubmit (with `failure: false`).
 */
export const useApiMutation = <TData = unknown, TVars = void>(
  options: ApiMutationOptions<TData, TVars>,
): UseMutationResult<TData, Error, TVars> => {
  const queryClient = useQueryClient();
  // The affected queries are refetched first, then the caller's own follow-up runs (its requests queue after them).
  const invalidate = (vars: TVars) => {
    const { invalidates = [] } = options;
    for (const queryKey of typeof invalidates === "function" ? invalidates(vars) : invalidates) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  return useMutation<TData, Error, TVars>({
    mutationFn: options.mutationFn,
    ...(options.networkMode ? { networkMode: options.networkMode } : {}),
    onSuccess: (data, vars) => {
      if (options.success !== undefined) notifySuccess(derive(options.success, data, vars));
      invalidate(vars);
      options.onSuccess?.(data, vars);
    },
    onError: (error, vars) => {
      if (options.failure !== false) notifyFailure(error, options.failure, options.failureMs);
      invalidate(vars);
    },
    onSettled: () => options.onSettled?.(),
  });
};

/**
 * The save of a FormModal: the popup shows a failure itself (field errors, the server's message); on success
 * `onSaved` runs and the popup closes.
 */
export const useFormMutation = <TData = unknown, TVars = void>({
  onClose,
  onSaved,
  ...options
}: Omit<ApiMutationOptions<TData, TVars>, "failure" | "onSuccess"> & {
  onClose: () => void;
  onSaved?: (data: TData, vars: TVars) => void;
}): UseMutationResult<TData, Error, TVars> =>
  useApiMutation({
    ...options,
    failure: false,
    onSuccess: (data, vars) => {
      onSaved?.(data, vars);
      onClose();
    },
  });
