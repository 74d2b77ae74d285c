import {
  Box,
  Button,
  Container,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  RadioCard,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMemo, useState, type FormEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '../../../../../shared/messages';
import { computeDiscountRate, formatKrw } from '../../../../../shared/catalogue-constants';
import { canRetry } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { useGoBack } from '../../../lib/useGoBack';
import { FormMessage } from '../../../ui/FormMessage';
import { FormStack } from '../../../ui/FormStack';
import { toaster } from '../../../ui/toaster';
import { sortChosenFiles } from '../media/imageFiles';
import { describedBy, LabeledField } from '../../../ui/LabeledField';
import { ProductImagesField } from '../media/ProductImagesField';
import {
  displayRemainingChoices,
  FIELD_ORDER,
  priceDigits,
  priceNumber,
  saveFailure,
  switchTab,
  TAB_LABELS,
  toUpdateInput,
  validateProduct,
  type FieldErrors,
  type ProductField,
  type ProductFormValues,
  type ProductTab,
} from './productForm';
import { useLeaveGuard } from '../../../lib/useLeaveGuard';
import { useProductImages } from '../media/useProductImages';
import type { MediaItem } from '../../../ui/media/useMediaUploads';
import { PlanLimitWarning } from '../../subscriptions/PlanLimitWarning';
import { isPlanLimitError } from '../../subscriptions/subscriptionView';

const FAILED_UPLOADS = '업로드에 실패한 이미지를 삭제한 뒤 다시 저장해주세요.';

interface Props {
  /** Present when editing: the tab is then fixed. */
  productId?: number;
  initial: ProductFormValues;
  initialImages: MediaItem[];
  /** The tabs this tenant offers (its shopping / delivery features). */
  tabs: ProductTab[];
}

/** The product form of commerce.md §2 and §5, for both /products/create and /products/edit/{id}. */
export function ProductForm({ productId, initial, initialImages, tabs }: Props) {
  const editing = productId !== undefined;
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [values, setValues] = useState(initial);
  const remainingChoices = useMemo(() => displayRemainingChoices(initial.display_remaining), [initial.display_remaining]);
  const { errors, bind, show: showErrors, set: setError } = useFieldErrors(FIELD_ORDER);
  const [failure, setFailure] = useState<string | null>(null);
  // The server refused the create for the plan's limit (commerce.md §5): the plan-limit warning instead of a failure line.
  const [planLimited, setPlanLimited] = useState(false);
  const [saving, setSaving] = useState(false);
  const images = useProductImages(initialImages, productId);
  const create = trpc.catalogue.products.create.useMutation();
  const update = trpc.catalogue.products.update.useMutation();
  const utils = trpc.useUtils();
  const categories = trpc.catalogue.feed.categories.useQuery({ kind: values.tab }, { staleTime: 5 * 60_000 });

  const initialKeys = useMemo(() => initialImages.map((it) => it.key).join(','), [initialImages]);
  const dirty =
    JSON.stringify(values) !== JSON.stringify(initial) || images.items.map((it) => it.key).join(',') !== initialKeys;
  const { allowLeave } = useLeaveGuard(dirty && !saving);

  const change = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if ((FIELD_ORDER as readonly string[]).includes(key)) setError(key as ProductField, null);
  };

  const addFiles = (files: File[]) => {
    const { accepted, message } = sortChosenFiles(files, images.items.length);
    setError('images', message);
    if (accepted.length) images.add(accepted);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (images.uploading || saving) return;
    setFailure(null);
    setPlanLimited(false);
    const checked = validateProduct(values, images.refs);
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (images.failed) found.images ??= FAILED_UPLOADS;
    if (!checked.ok || images.failed) {
      showErrors(found);
      return;
    }
    showErrors({});
    setSaving(true);
    try {
      if (productId !== undefined) {
        await update.mutateAsync(toUpdateInput(productId, checked.input));
      } else {
        await create.mutateAsync(checked.input);
      }
      void utils.catalogue.products.invalidate();
      void utils.dashboard.products.invalidate();
      allowLeave();
      // The toaster lives above the routes, so the word stays on screen as the dashboard opens.
      toaster.create({ type: 'success', title: editing ? MSG.productUpdated : MSG.productCreated });
      // Back on the products management tab, where the saved product shows.
      navigate('/merchant/dashboard?tab=products');
    } catch (err) {
      // Whatever was typed stays on screen; only the message changes.
      setSaving(false);
      if (isPlanLimitError(err)) {
        setPlanLimited(true);
        void utils.subscriptions.me.invalidate();
        return;
      }
      const { field, message } = saveFailure(err);
      if (field) showErrors({ [field]: message });
      else setFailure(message);
    }
  };

  const price = priceNumber(values.price);
  const original = priceNumber(values.original_price);
  const discount = computeDiscountRate(price, original);
  const categoryField = values.tab === 'delivery' ? 'delivery_category' : 'category';
  const categoryError = errors[categoryField];
  const categoryHelper = categories.isError
    ? '카테고리를 불러오지 못했습니다.'
    : categories.data?.categories.length === 0
      ? '등록된 카테고리가 없습니다. 관리자에게 문의해주세요.'
      : null;
  const shownTabs = tabs.includes(values.tab) ? tabs : [...tabs, values.tab];

  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
      <FormStack gap="6" onSubmit={submit} aria-label={editing ? '상품 수정' : '상품 등록'}>
        <RadioCard.Root
          value={values.tab}
          onValueChange={(d) => d.value && setValues((v) => switchTab(v, d.value as ProductTab))}
          disabled={editing}
          orientation="horizontal"
          align="center"
          colorPalette="brand"
          size="sm"
        >
          <RadioCard.Label>상품 종류</RadioCard.Label>
          <HStack align="stretch" gap="2">
            {shownTabs.map((tab) => (
              <RadioCard.Item key={tab} value={tab} flex="1">
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemText fontWeight="semibold">{TAB_LABELS[tab]}</RadioCard.ItemText>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {editing
              ? '상품 종류는 등록 후에 변경할 수 없습니다.'
              : '종류를 바꾸면 선택한 카테고리가 초기화됩니다. 등록 후에는 변경할 수 없습니다.'}
          </Text>
        </RadioCard.Root>

        <ProductImagesField
          ref={bind('images')}
          items={images.items}
          error={errors.images}
          onAdd={addFiles}
          onMove={images.move}
          onRemove={(key) => {
            images.remove(key);
            setError('images', null);
          }}
        />

        <LabeledField id="product-title" label="상품명" required error={errors.title}>
          <Input
            ref={bind('title')}
            value={values.title}
            onChange={(e) => change('title', e.target.value)}
            maxLength={100}
            placeholder="예: 제철 사과 3kg"
            aria-describedby={describedBy('product-title', false, errors.title)}
          />
        </LabeledField>

        <LabeledField id="product-description" label="상품 설명" helper={`${values.description.length}/5000`}>
          <Textarea
            value={values.description}
            onChange={(e) => change('description', e.target.value)}
            maxLength={5000}
            rows={5}
            autoresize
            placeholder="상품의 특징, 원산지, 보관 방법 등을 적어주세요."
            aria-describedby={describedBy('product-description', true, false)}
          />
        </LabeledField>

        <Stack gap="4" direction={{ base: 'column', md: 'row' }}>
          <Box flex="1">
            <WonField
              id="product-price"
              label="판매가"
              required
              helper={price ? formatKrw(price) : '숫자만 입력해주세요.'}
              error={errors.price}
              inputRef={bind('price')}
              value={values.price}
              onDigits={(v) => change('price', v)}
            />
          </Box>
          <Box flex="1">
            <WonField
              id="product-original-price"
              label="정가 (선택)"
              helper={original ? formatKrw(original) : '할인 전 가격을 입력하면 할인율이 표시됩니다.'}
              error={errors.original_price}
              inputRef={bind('original_price')}
              value={values.original_price}
              onDigits={(v) => change('original_price', v)}
            />
          </Box>
        </Stack>
        <HStack
          justify="space-between"
          px="4"
          py="3"
          borderRadius="md"
          bg="bg.muted"
          aria-live="polite"
          data-testid="discount-summary"
        >
          <Text fontSize="sm" color="fg.muted">
            {price ? `판매가 ${formatKrw(price)}` : '판매가를 입력해주세요'}
            {original ? ` · 정가 ${formatKrw(original)}` : ''}
          </Text>
          <Text fontWeight="bold" color={discount > 0 ? 'red.fg' : 'fg.muted'} whiteSpace="nowrap">
            할인율 {discount}%
          </Text>
        </HStack>

        <LabeledField
          id={`product-${categoryField}`}
          label={values.tab === 'delivery' ? '배달 카테고리' : '카테고리'}
          required
          helper={categoryHelper}
          error={categoryError}
        >
          <HStack w="full" gap="2">
            <NativeSelect.Root flex="1" disabled={categories.isLoading}>
              <NativeSelect.Field
                ref={bind(categoryField)}
                value={values.tab === 'delivery' ? values.delivery_category : values.category}
                onChange={(e) => change(categoryField, e.target.value)}
                placeholder={categories.isLoading ? '불러오는 중…' : '카테고리를 선택하세요'}
                aria-describedby={describedBy(`product-${categoryField}`, categoryHelper, categoryError)}
              >
                {categories.data?.categories.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.emoji ? `${c.emoji} ${c.label}` : c.label}
                  </option>
                ))}
                {/* A saved category the list no longer offers still shows as chosen. */}
                {(() => {
                  const chosen = values.tab === 'delivery' ? values.delivery_category : values.category;
                  return chosen && categories.data && !categories.data.categories.some((c) => c.value === chosen) ? (
                    <option value={chosen}>{chosen}</option>
                  ) : null;
                })()}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {categories.isError && canRetry(categories.error) && (
              <Button variant="outline" size="sm" onClick={() => void categories.refetch()}>
                다시 시도
              </Button>
            )}
          </HStack>
        </LabeledField>

        <Stack gap="6" direction={{ base: 'column', md: 'row' }}>
          <RadioGroup.Root
            flex="1"
            value={values.is_available ? 'selling' : 'stopped'}
            onValueChange={(d) => change('is_available', d.value === 'selling')}
            colorPalette="brand"
          >
            <RadioGroup.Label fontWeight="medium" fontSize="sm" mb="2" display="block">
              판매 상태
            </RadioGroup.Label>
            <HStack gap="5" minH="10">
              {(
                [
                  ['selling', '판매중'],
                  ['stopped', '판매중지'],
                ] as const
              ).map(([value, label]) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          <RadioGroup.Root
            flex="1"
            value={values.delivery_available ? 'delivery' : 'pickup'}
            onValueChange={(d) => change('delivery_available', d.value === 'delivery')}
            colorPalette="brand"
          >
            <RadioGroup.Label fontWeight="medium" fontSize="sm" mb="2" display="block">
              받는 방법
            </RadioGroup.Label>
            <HStack gap="5" minH="10" flexWrap="wrap">
              {(
                [
                  ['delivery', '배송·픽업 가능'],
                  ['pickup', '픽업만'],
                ] as const
              ).map(([value, label]) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          <Box flex="1">
            <LabeledField id="product-display-remaining" label="남은 수량 표시" error={errors.display_remaining}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  ref={bind('display_remaining')}
                  value={String(values.display_remaining)}
                  onChange={(e) => change('display_remaining', Number(e.target.value))}
                  aria-describedby={describedBy('product-display-remaining', false, errors.display_remaining)}
                >
                  {remainingChoices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </LabeledField>
          </Box>
        </Stack>

        {failure && <FormMessage status="error">{failure}</FormMessage>}
        {planLimited && <PlanLimitWarning />}

        <Box
          position="sticky"
          bottom="0"
          zIndex="docked"
          bg="bg"
          borderTopWidth="1px"
          mx={{ base: '-4', md: '-6' }}
          px={{ base: '4', md: '6' }}
          py="3"
        >
          {images.uploading && (
            <Text id="product-uploading" fontSize="xs" color="fg.muted" mb="2" role="status">
              이미지를 업로드하는 중입니다. 업로드가 끝나면 저장할 수 있습니다.
            </Text>
          )}
          <HStack gap="3">
            <Button variant="outline" size="lg" onClick={goBack} disabled={saving}>
              취소
            </Button>
            <Button
              type="submit"
              flex="1"
              size="lg"
              colorPalette="brand"
              loading={saving}
              disabled={images.uploading}
              aria-describedby={images.uploading ? 'product-uploading' : undefined}
            >
              {editing ? '저장하기' : '등록하기'}
            </Button>
          </HStack>
        </Box>
      </FormStack>
    </Container>
  );
}

/** A won amount: digits only (numeric keypad on phones), 원 after the box, the formatted amount below. */
function WonField(props: {
  id: string;
  label: string;
  required?: boolean;
  helper: string;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onDigits: (digits: string) => void;
}) {
  return (
    <LabeledField id={props.id} label={props.label} required={props.required} helper={props.helper} error={props.error}>
      <InputGroup endElement="원">
        <Input
          ref={props.inputRef}
          value={props.value}
          onChange={(e) => props.onDigits(priceDigits(e.target.value))}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          aria-describedby={describedBy(props.id, true, props.error)}
        />
      </InputGroup>
    </LabeledField>
  );
}
