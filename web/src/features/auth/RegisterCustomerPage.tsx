import { Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { FormMessage } from '../../ui/FormMessage';
import { FormStack } from '../../ui/FormStack';
import { AccountFields } from './AccountFields';
import { accountComplete, emptyAccount, joinAddress, type AccountForm } from './accountForm';
import { AuthLayout } from './AuthLayout';
import { registerErrorMessage } from './registerError';
import { clearSignupConsents, readSignupConsents, type SignupConsents } from './signupConsents';

export const REGISTER_SUCCESS = '회원가입이 완료되었습니다. 로그인해주세요.';

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
  const ready = accountComplete(form);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setError(null);
    try {
      await register.mutateAsync({
        email: form.email.trim(),
        username: form.username.trim(),
        password: form.password,
        user_type: 'customer',
        phone: form.phone.trim(),
        address: joinAddress(form.street, form.detail),
        consents: consents.keys,
      });
      clearSignupConsents();
      navigate('/login', { replace: true, state: { message: REGISTER_SUCCESS } });
    } catch (err) {
      setError(registerErrorMessage(err));
    }
  };

  return (
    <AuthLayout title="회원가입" subtitle="고객 정보를 입력해주세요.">
      <FormStack gap="5" onSubmit={submit}>
        <AccountFields form={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />
        {error && <FormMessage status="error">{error}</FormMessage>}
        <Button type="submit" colorPalette="brand" size="lg" disabled={!ready} loading={register.isPending}>
          가입하기
        </Button>
      </FormStack>
    </AuthLayout>
  );
}
