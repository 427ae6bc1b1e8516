// A new password and its confirmation, as sign-up and password reset ask for them.
import { bindText } from '#client/components/ui/field-binding.ts';
import { PasswordField } from '#client/components/ui/text-field.tsx';

export function NewPasswordFields(props: {
  ids: { password: string; confirm: string };
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}) {
  return (
    <>
      <PasswordField
        id={props.ids.password}
        label={props.labels.password}
        autoComplete="new-password"
        {...bindText(props.password, props.onPasswordChange)}
      />
      <PasswordField
        id={props.ids.confirm}
        label={props.labels.confirm}
        autoComplete="new-password"
        {...bindText(props.confirm, props.onConfirmChange)}
      />
    </>
  );
}
