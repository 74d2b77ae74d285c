import { Stack, Text } from '@chakra-ui/react';
import { MSG } from '../../../../shared/messages';
import { AddressField } from '../../ui/AddressField';
import { TextField } from '../../ui/TextField';
import { PhoneField } from '../../ui/PhoneField';
import { followsPasswordHint, PASSWORD_HINT, type AccountForm } from './accountForm';
import { EmailVerification } from './EmailVerification';

interface Props {
  form: AccountForm;
  onChange: (patch: Partial<AccountForm>) => void;
}

/**
 * The spec's password hint under the field, with a mark once the typed password follows it. The
 * spec does not enforce it, so a password that does not follow it never disables the button.
 */
function PasswordHint({ password }: { password: string }) {
  return (
    <>
      {PASSWORD_HINT}
      {followsPasswordHint(password) && (
        <Text as="span" color="green.700" fontWeight="medium">
          {' '}✓ 조건 충족
        </Text>
      )}
    </>
  );
}

/** The account fields of customer sign-up and merchant step 1. */
export function AccountFields({ form, onChange }: Props) {
  const mismatch = form.confirm.length > 0 && form.password !== form.confirm;
  return (
    <Stack gap="4">
      <EmailVerification
        email={form.email}
        verified={form.emailVerified}
        onEmailChange={(email) => onChange({ email })}
        onVerifiedChange={(emailVerified) => onChange({ emailVerified })}
      />
      <TextField
        label="사용자명"
        required
        value={form.username}
        onValueChange={(username) => onChange({ username })}
        autoComplete="username"
        placeholder="사용할 이름"
      />
      <TextField
        label="비밀번호"
        required
        type="password"
        value={form.password}
        onValueChange={(password) => onChange({ password })}
        autoComplete="new-password"
        helper={<PasswordHint password={form.password} />}
      />
      <TextField
        label="비밀번호 확인"
        required
        type="password"
        value={form.confirm}
        onValueChange={(confirm) => onChange({ confirm })}
        autoComplete="new-password"
        error={mismatch ? MSG.passwordMismatch : null}
      />
      <PhoneField
        label="전화번호"
        required
        value={form.phone}
        onValueChange={(phone) => onChange({ phone })}
        autoComplete="tel"
        placeholder="010-0000-0000"
      />
      <AddressField
        street={form.street}
        detail={form.detail}
        onStreetChange={(street) => onChange({ street })}
        onDetailChange={(detail) => onChange({ detail })}
      />
    </Stack>
  );
}
