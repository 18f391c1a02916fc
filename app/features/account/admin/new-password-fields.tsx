import { Input } from "~/components/ui/input";
import type { FieldErrors } from "~/features/admin-kit/action-result";
import { FormField } from "~/features/admin-kit/form-field";

type Props = {
  /** The link's token, sent back with the password. */
  token: string;
  /** The account's address, which the new password belongs to. */
  email: string;
  /** 'Mot de passe' for a new account, 'Nouveau mot de passe' for a reset. */
  passwordLabel: string;
  errors: FieldErrors;
};

/**
 * The fields of a form that sets an account's password from an emailed link (a reset, an
 * accepted invitation): the token, the address for password managers, the password twice.
 */
export function NewPasswordFields({ token, email, passwordLabel, errors }: Props) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField name="password" label={passwordLabel} error={errors.password} hint={"Au moins 6 caractères\u00a0; évitez un mot de passe courant."}>
        {(props) => <Input {...props} type="password" autoComplete="new-password" required minLength={6} />}
      </FormField>
      <FormField name="confirmPassword" label="Confirmer le mot de passe" error={errors.confirmPassword}>
        {(props) => <Input {...props} type="password" autoComplete="new-password" required minLength={6} />}
      </FormField>
    </>
  );
}
