// A new password and its confirmation, as sign-up and password reset ask for them.
import { TextField } from '../../components/ui/text-field.tsx';

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
      <TextField
        id={props.ids.password}
        label={props.labels.password}
        type="password"
        autoComplete="new-password"
        required
        value={props.password}
        onChange={(e) => props.onPasswordChange(e.target.value)}
      />
      <TextField
        id={props.ids.confirm}
        label={props.labels.confirm}
        type="password"
        autoComplete="new-password"
        required
        value={props.confirm}
        onChange={(e) => props.onConfirmChange(e.target.value)}
      />
    </>
  );
}
