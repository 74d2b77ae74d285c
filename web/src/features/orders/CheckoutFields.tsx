import { Box, Checkbox, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PhoneField } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import { TermsRow } from '../auth/TermsRow';
import { TERMS_ITEMS } from '../auth/termsItems';
import { CHECKOUT_CONSENTS, type CheckoutConsent } from './checkout';

/** The buyer's fields and the consents that both checkouts ask for (바로 구매's modal and the cart's page). */

type BuyerField = 'buyerName' | 'buyerEmail' | 'buyerTel';
type Bind = (el: HTMLElement | null) => void;

/** The first input inside a wrapper, so an error can focus a composite control (stepper, radio, checkbox). */
export const firstInput = (bind: Bind) => (el: HTMLElement | null) => bind(el?.querySelector('input') ?? null);

export function BuyerFields({
  values,
  errors,
  onChange,
  bind,
}: {
  values: Record<BuyerField, string>;
  errors: Partial<Record<BuyerField, string | null>>;
  onChange: (field: BuyerField, value: string) => void;
  bind: (field: BuyerField) => Bind;
}) {
  return (
    <>
      <TextField
        ref={bind('buyerName')}
        label="이름"
        required
        value={values.buyerName}
        onValueChange={(v) => onChange('buyerName', v)}
        error={errors.buyerName ?? undefined}
        autoComplete="name"
      />
      <TextField
        ref={bind('buyerEmail')}
        label="이메일"
        required
        type="email"
        inputMode="email"
        value={values.buyerEmail}
        onValueChange={(v) => onChange('buyerEmail', v)}
        error={errors.buyerEmail ?? undefined}
        autoComplete="email"
      />
      <Box ref={firstInput(bind('buyerTel'))}>
        <PhoneField
          label="휴대폰 번호"
          required
          value={values.buyerTel}
          onValueChange={(v) => onChange('buyerTel', v)}
          error={errors.buyerTel ?? undefined}
          placeholder="010-1234-5678"
          autoComplete="tel"
        />
      </Box>
    </>
  );
}

const CONSENT_ITEMS = TERMS_ITEMS.filter((item) => (CHECKOUT_CONSENTS as readonly string[]).includes(item.key));

/**
 * 필수 약관 전체 동의 and the three documents, each openable. `onChange` gets every consent with
 * whether all are now given (the caller clears its error then).
 */
export function CheckoutConsents({
  consents,
  onChange,
  error,
  disabled,
  bind,
}: {
  consents: Record<CheckoutConsent, boolean>;
  onChange: (next: Record<CheckoutConsent, boolean>, allGiven: boolean) => void;
  error?: string | null;
  disabled?: boolean;
  bind: Bind;
}) {
  const [openDoc, setOpenDoc] = useState<string | null>(null);
  const allAgreed = CHECKOUT_CONSENTS.every((k) => consents[k]);
  const someAgreed = CHECKOUT_CONSENTS.some((k) => consents[k]);
  const set = (next: Record<CheckoutConsent, boolean>) => onChange(next, CHECKOUT_CONSENTS.every((k) => next[k]));
  return (
    <Box ref={firstInput(bind)}>
      <Checkbox.Root
        checked={allAgreed ? true : someAgreed ? 'indeterminate' : false}
        onCheckedChange={(d) => {
          const on = d.checked === true;
          set({ tos: on, privacy: on, data: on });
        }}
        colorPalette="brand"
        disabled={disabled}
        minH="11"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="semibold">필수 약관 전체 동의</Checkbox.Label>
      </Checkbox.Root>
      {CONSENT_ITEMS.map((item) => (
        <TermsRow
          key={item.key}
          item={item}
          checked={consents[item.key as CheckoutConsent]}
          open={openDoc === item.key}
          onCheckedChange={(on) => set({ ...consents, [item.key as CheckoutConsent]: on })}
          onToggleOpen={() => setOpenDoc((o) => (o === item.key ? null : item.key))}
        />
      ))}
      {error && (
        <Text fontSize="sm" color="red.fg" role="alert" mt="2">
          {error}
        </Text>
      )}
    </Box>
  );
}
