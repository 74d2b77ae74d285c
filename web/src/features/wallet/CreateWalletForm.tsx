import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { MSG } from '../../../../shared/messages';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage } from '../../ui/FormMessage';
import { describedBy, LabeledField } from '../../ui/LabeledField';
import { addressError } from './walletView';

/** A user without a wallet (overview answers wallet: null) makes one with an EVM address (commerce.md §5). */
/**
 * Makes the wallet, or (`addressOnly`: a wallet the first earning made, without an address) registers
 * its address: the same call, POST /api/wallet/create, which sets an address not set yet.
 */
export function CreateWalletForm({ onCreated, addressOnly = false }: { onCreated: () => void | Promise<void>; addressOnly?: boolean }) {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = trpc.wallet.create.useMutation();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = addressError(address);
    setError(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    try {
      await create.mutateAsync({ evm_address: address.trim() });
      await onCreated();
    } catch {
      // The message below shows the server's reason.
    }
  };

  const helper = '0x로 시작하는 40자리 16진수 주소 (예: 0x12ab…)';
  return (
    <Box as="section" aria-labelledby="wallet-create-heading" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '6' }}>
      <Heading id="wallet-create-heading" as="h2" size="md">
        {addressOnly ? '지갑 주소 등록' : '지갑 만들기'}
      </Heading>
      <Text color="fg.muted" mt="1" fontSize="sm">
        {addressOnly ? '적립된 포인트가 이 지갑에 있습니다. 출금에 쓸 EVM 주소를 등록해주세요.' : '포인트를 충전하고 보내려면 먼저 지갑을 만들어주세요.'}
      </Text>
      <form onSubmit={submit} noValidate>
      <Stack gap="4" mt="4">
        <LabeledField id="wallet-create-address" label="EVM 지갑 주소" required helper={helper} error={error}>
          <Input
            ref={input}
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              if (error) setError(null);
            }}
            placeholder="0x…"
            autoComplete="off"
            spellCheck={false}
            fontFamily="mono"
            aria-describedby={describedBy('wallet-create-address', helper, error)}
          />
        </LabeledField>
        {create.error && <FormMessage status="error">{detailOr(create.error, MSG.walletCreateFailed)}</FormMessage>}
        <Button type="submit" colorPalette="brand" loading={create.isPending} loadingText={addressOnly ? '등록 중' : '만드는 중'}>
          {addressOnly ? '주소 등록' : '지갑 만들기'}
        </Button>
      </Stack>
    </form>
    </Box>
  );
}
