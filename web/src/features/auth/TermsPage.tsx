import { Box, Button, Checkbox, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';
import { saveSignupConsents } from './signupConsents';
import { MissingNote } from './MissingNote';
import { TERMS_ITEMS, TERMS_KEYS, termsMissing, type TermsKey } from './termsItems';
import { TermsRow } from './TermsRow';

type Agreed = Record<TermsKey, boolean>;
const none = Object.fromEntries(TERMS_KEYS.map((k) => [k, false])) as Agreed;

/** /terms: consent before sign-up, carrying the user type on (platform.md §2 Consent screen). */
export default function TermsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('type') === 'merchant' ? 'merchant' : 'customer';
  const [agreed, setAgreed] = useState<Agreed>(none);
  const [openKey, setOpenKey] = useState<TermsKey | null>(null);

  const all = TERMS_KEYS.every((k) => agreed[k]);
  const some = TERMS_KEYS.some((k) => agreed[k]);
  const missing = termsMissing(agreed);
  const requiredDone = missing.length === 0;

  const setAll = (on: boolean) => setAgreed(Object.fromEntries(TERMS_KEYS.map((k) => [k, on])) as Agreed);

  return (
    <AuthLayout
      title={type === 'merchant' ? '판매자 회원가입' : '회원가입'}
      subtitle="서비스 이용을 위해 약관에 동의해주세요."
    >
      <Stack gap="2">
        <Box p="4" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
          <Checkbox.Root
            checked={all ? true : some ? 'indeterminate' : false}
            onCheckedChange={() => setAll(!all)}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="bold">전체 동의</Checkbox.Label>
          </Checkbox.Root>
        </Box>
        <Box as="fieldset">
          <Box as="legend" srOnly>
            약관 항목
          </Box>
          {TERMS_ITEMS.map((item) => (
            <TermsRow
              key={item.key}
              item={item}
              checked={agreed[item.key]}
              open={openKey === item.key}
              onCheckedChange={(on) => setAgreed((a) => ({ ...a, [item.key]: on }))}
              onToggleOpen={() => setOpenKey((k) => (k === item.key ? null : item.key))}
            />
          ))}
        </Box>
      </Stack>
      <Stack gap="2">
        <Button
          colorPalette="brand"
          size="lg"
          disabled={!requiredDone}
          aria-describedby={requiredDone ? undefined : 'terms-missing'}
          onClick={() => {
            const consents = saveSignupConsents(TERMS_KEYS.filter((k) => agreed[k]));
            navigate(`/register/${type}`, { state: { consents } });
          }}
        >
          다음
        </Button>
        <MissingNote id="terms-missing" items={missing} />
      </Stack>
    </AuthLayout>
  );
}
