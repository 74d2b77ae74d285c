import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { FormStack } from '../../ui/FormStack';
import { AccountFields } from './AccountFields';
import { accountMissing, emptyAccount, joinAddress, type AccountForm } from './accountForm';
import { AuthLayout } from './AuthLayout';
import { MissingNote } from './MissingNote';
import { RegisterError } from './RegisterError';
import { registerErrorMessage } from './registerError';
import { clearSignupConsents, readSignupConsents, type SignupConsents } from './signupConsents';
import { useCompleteLogin } from './useCompleteLogin';

/** Shown on /login after a sign-up that did not sign in by itself (a merchant's, or a failed auto-login). */
export const REGISTER_SUCCESS = '회원가입이 완료되었습니다. 이제 가입한 이메일과 비밀번호로 로그인할 수 있습니다.';

/** /register/customer (platform.md §2 Customer sign-up, §5, §8); only after /terms. */
export default function RegisterCustomerPage() {
  const consents = readSignupConsents(useLocation().state);
  if (!consents) return <Navigate to="/terms?type=customer" replace />;
  return <CustomerForm consents={consents} />;
}

function CustomerForm({ consents }: { consents: SignupConsents }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<AccountForm>(emptyAccount);
  const [error, setError] = useState<string | null>(null);
  const register = trpc.auth.registerCustomer.useMutation();
  const login = trpc.auth.login.useMutation();
  const completeLogin = useCompleteLogin();
  const missing = accountMissing(form);
  const ready = missing.length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setError(null);
    const email = form.email.trim();
    try {
      await register.mutateAsync({
        email,
        username: form.username.trim(),
        password: form.password,
        user_type: 'customer',
        phone: form.phone.trim(),
        address: joinAddress(form.street, form.detail),
        consents: consents.keys,
      });
    } catch (err) {
      setError(registerErrorMessage(err));
      return;
    }
    clearSignupConsents();
    // The sign-up answer carries no session (its REST shape stays the spec's), so the new customer
    // is signed in with the same credentials through the ordinary login and lands on /main.
    try {
      completeLogin(await login.mutateAsync({ username: email, password: form.password, remember: false }));
    } catch {
      navigate('/login', { replace: true, state: { message: REGISTER_SUCCESS, email } });
    }
  };

  return (
    <AuthLayout title="회원가입" subtitle="고객 정보를 입력해주세요.">
      <FormStack gap="5" onSubmit={submit}>
        <AccountFields form={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />
        {error && <RegisterError message={error} />}
        <Stack gap="2">
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            disabled={!ready}
            loading={register.isPending || login.isPending}
            aria-describedby={ready ? undefined : 'signup-missing'}
          >
            가입하기
          </Button>
          <MissingNote id="signup-missing" items={missing} />
        </Stack>
      </FormStack>
    </AuthLayout>
  );
}
