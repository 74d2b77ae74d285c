import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { uploadForm } from '../../lib/upload';
import { FormStack } from '../../ui/FormStack';
import { AccountFields } from './AccountFields';
import { accountMissing, emptyAccount, joinAddress, type AccountForm } from './accountForm';
import { AuthLayout } from './AuthLayout';
import { businessMissing, emptyBusiness, type BusinessForm } from './businessForm';
import { BusinessFields } from './BusinessFields';
import { MissingNote } from './MissingNote';
import { RegisterError } from './RegisterError';
import { registerErrorMessage } from './registerError';
import { clearSignupConsents, readSignupConsents, type SignupConsents } from './signupConsents';

/** On /login after the sign-up: merchants sign in there (platform.md §2 Merchant sign-up); no approval step holds them back. */
export const MERCHANT_REGISTER_SUCCESS =
  '판매자 회원가입이 완료되었습니다. 이제 가입한 이메일과 비밀번호로 로그인할 수 있습니다.';

/** Multipart body of POST /api/auth/register/merchant: account fields, `consents` and `merchant` JSON parts, two files. */
function merchantFormData(account: AccountForm, business: BusinessForm, consents: SignupConsents): FormData {
  const address = joinAddress(business.street, business.detail);
  const merchant = {
    business_name: business.business_name.trim(),
    business_number: business.business_number,
    business_description: '',
    address,
    phone: business.phone.trim(),
  };
  const fd = new FormData();
  fd.set('email', account.email.trim());
  fd.set('username', account.username.trim());
  fd.set('password', account.password);
  fd.set('user_type', 'merchant');
  fd.set('phone', account.phone.trim());
  fd.set('address', joinAddress(account.street, account.detail));
  fd.set('consents', JSON.stringify(consents.keys));
  fd.set('merchant', JSON.stringify(merchant));
  // Flat copies for servers that read the business fields one by one.
  fd.set('business_name', merchant.business_name);
  fd.set('business_number', merchant.business_number);
  fd.set('business_description', merchant.business_description);
  fd.set('business_address', merchant.address);
  fd.set('business_phone', merchant.phone);
  fd.set('business_license_file', business.license!);
  fd.set('ecommerce_report_file', business.ecommerce!);
  return fd;
}

/** /register/merchant in two steps (platform.md §2 Merchant sign-up, §4, §5); only after /terms. */
export default function RegisterMerchantPage() {
  const consents = readSignupConsents(useLocation().state);
  if (!consents) return <Navigate to="/terms?type=merchant" replace />;
  return <MerchantForm consents={consents} />;
}

function MerchantForm({ consents }: { consents: SignupConsents }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [account, setAccount] = useState<AccountForm>(emptyAccount);
  const [business, setBusiness] = useState<BusinessForm>(emptyBusiness);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accountLeft = accountMissing(account);
  const businessLeft = businessMissing(business);

  const toStep2 = (e: FormEvent) => {
    e.preventDefault();
    if (accountLeft.length > 0) return;
    // Start step 2 from the account's phone and address; the business ones often match.
    setBusiness((b) => ({
      ...b,
      phone: b.phone || account.phone,
      street: b.street || account.street,
      detail: b.detail || account.detail,
    }));
    setStep(2);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (businessLeft.length > 0 || progress !== null) return;
    setError(null);
    setProgress(0);
    try {
      await uploadForm('/api/auth/register/merchant', merchantFormData(account, business, consents), setProgress);
      clearSignupConsents();
      navigate('/login', { replace: true, state: { message: MERCHANT_REGISTER_SUCCESS, email: account.email.trim() } });
    } catch (err) {
      setError(registerErrorMessage(err));
      setProgress(null);
    }
  };

  if (step === 1) {
    return (
      <AuthLayout title="판매자 회원가입" subtitle="1단계: 계정 정보">
        <FormStack gap="5" onSubmit={toStep2}>
          <AccountFields form={account} onChange={(p) => setAccount((a) => ({ ...a, ...p }))} />
          <Stack gap="2">
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              disabled={accountLeft.length > 0}
              aria-describedby={accountLeft.length > 0 ? 'signup-missing' : undefined}
            >
              다음 단계
            </Button>
            <MissingNote id="signup-missing" items={accountLeft} />
          </Stack>
        </FormStack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="판매자 회원가입" subtitle="2단계: 사업자 정보" onBack={() => setStep(1)}>
      <FormStack gap="5" onSubmit={submit}>
        <BusinessFields form={business} onChange={(p) => setBusiness((b) => ({ ...b, ...p }))} />
        {progress !== null && (
          <Progress.Root value={progress} colorPalette="brand" aria-label="업로드 진행률">
            <HStack justify="space-between" mb="1">
              <Progress.Label>업로드 중</Progress.Label>
              <Progress.ValueText />
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {error && <RegisterError message={error} />}
        <HStack gap="3">
          <Button variant="outline" size="lg" onClick={() => setStep(1)} disabled={progress !== null}>
            이전
          </Button>
          <Button
            type="submit"
            flex="1"
            colorPalette="brand"
            size="lg"
            disabled={businessLeft.length > 0}
            loading={progress !== null}
            aria-describedby={businessLeft.length > 0 ? 'signup-missing' : undefined}
          >
            가입 신청
          </Button>
        </HStack>
        <MissingNote id="signup-missing" items={businessLeft} />
        <Text fontSize="xs" color="fg.muted">
          제출한 서류는 판매자 심사에만 사용됩니다.
        </Text>
      </FormStack>
    </AuthLayout>
  );
}
