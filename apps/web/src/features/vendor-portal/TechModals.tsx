import { passwordProblem } from "@fm/domain";
import type { Tech } from "@fm/domain/contracts";
import { Checkbox, PasswordInput, SimpleGrid, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { vendorApi, vendorKeys } from "./vendor-portal-api.ts";

interface TechForm {
  given_name: string;
  family_name: string;
  email: string;
  blocked: boolean;
  password: string;
}

const required = (label: string) => (v: string) => (v.trim() ? null : `${label} is required.`);

/** 'Tech Information' popup (1000x300, spec 3 §2.8): createtech → 'Tech Created', updatetech → 'Tech Updated'. */
export const TechInfoModal = ({ tech, onClose }: { tech: Tech | null; onClose: () => void }) => {
  const form = useForm<TechForm>({
    initialValues: {
      given_name: tech?.given_name ?? "",
      family_name: tech?.family_name ?? "",
      email: tech?.email ?? "",
      blocked: tech?.blocked ?? false,
      password: "",
    },
    validate: {
      given_name: required("First Name"),
      family_name: required("Last Name"),
      email: (v) =>
        required("email")(v) ??
        (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : "email must be an e-mail address."),
      password: (v) => (v ? passwordProblem(v) : null),
    },
  });
  const save = useFormMutation({
    mutationFn: (v: TechForm) =>
      tech
        ? vendorApi.updateTech({
            user_id: tech.user_id,
            given_name: v.given_name.trim(),
            family_name: v.family_name.trim(),
            email: v.email.trim(),
            blocked: v.blocked,
          })
        : vendorApi.createTech({
            given_name: v.given_name.trim(),
            family_name: v.family_name.trim(),
            email: v.email.trim(),
            blocked: v.blocked,
            ...(v.password ? { password: v.password } : {}),
          }),
    success: tech ? "Tech Updated" : "Tech Created",
    invalidates: [vendorKeys.techs],
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Tech Information"
      width={1000}
      height={300}
      onClose={onClose}
      onSubmit={save.mutateAsync}
    >
      <SimpleGrid cols={{ base: 1, sm: tech ? 3 : 4 }} spacing="sm">
        <TextInput label="First Name" required {...form.getInputProps("given_name")} />
        <TextInput label="Last Name" required {...form.getInputProps("family_name")} />
        <TextInput label="email" required type="email" {...form.getInputProps("email")} />
        {!tech && (
          <PasswordInput
            label="Password"
            description="Optional: lets the tech sign in at once"
            autoComplete="new-password"
            {...form.getInputProps("password")}
          />
        )}
      </SimpleGrid>
      <Checkbox mt="sm" label="Blocked?" {...form.getInputProps("blocked", { type: "checkbox" })} />
    </FormModal>
  );
};

interface PasswordForm {
  password: string;
  confirmpassword: string;
}

/**
 * Change Password popup (300x280, spec 3 §2.8): 'Use same password' / 'Password Matched'; Save only on a
 * match. It really sets the tech's password and signs the tech out everywhere.
 */
export const ChangePasswordModal = ({ tech, onClose }: { tech: Tech; onClose: () => void }) => {
  const form = useForm<PasswordForm>({
    initialValues: { password: "", confirmpassword: "" },
    validate: {
      password: (v) => passwordProblem(v, "New Password"),
      confirmpassword: (v, values) => (v === values.password ? null : "Use same password"),
    },
  });
  const { password, confirmpassword } = form.values;
  const matched = password !== "" && password === confirmpassword;
  const save = useFormMutation({
    mutationFn: (v: PasswordForm) => vendorApi.changePassword({ user_id: tech.user_id, ...v }),
    success: "Password Changed",
    invalidates: [vendorKeys.techs],
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Change Password"
      width={300}
      height={280}
      onClose={onClose}
      onSubmit={save.mutateAsync}
      submitDisabled={!matched}
    >
      <TextInput label="Technician" value={tech.name} readOnly variant="filled" />
      <PasswordInput label="New Password" autoComplete="new-password" {...form.getInputProps("password")} />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        {...form.getInputProps("confirmpassword")}
      />
      {confirmpassword !== "" && (
        <Text size="sm" c={matched ? "green" : "red"} role="status">
          {matched ? "Password Matched" : "Use same password"}
        </Text>
      )}
    </FormModal>
  );
};
