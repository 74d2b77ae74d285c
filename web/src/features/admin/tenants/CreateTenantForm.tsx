import { Box, Button, Heading, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { MSG } from '../../../../../shared/messages';
import { trpc } from '../../../lib/trpc';
import { useAlert } from '../../../ui/alertContext';
import { TextField } from '../../../ui/TextField';
import { tellOutcome } from './useTenantSave';

const EMPTY = { name: '', domain: '', display_name: '' };

/** "새 사이트": a new site, active, every feature on, the default theme. */
export function CreateTenantForm() {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const create = trpc.admin.tenants.create.useMutation({ onSettled: () => utils.admin.tenants.list.invalidate() });
  const [values, setValues] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (v: string) => setValues((old) => ({ ...old, [key]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const made = await tellOutcome(
      alert,
      () => create.mutateAsync({ name: values.name, domain: values.domain, display_name: values.display_name.trim() || undefined }),
      (t) => `${MSG.tenantCreated} ${t.display_name}(${t.domain})`,
      MSG.tenantCreateFailed,
    );
    if (made) setValues(EMPTY);
  };

  return (
    <Box as="section" aria-labelledby="new-tenant-title" borderWidth="1px" borderRadius="lg" p="4">
      <Heading id="new-tenant-title" as="h2" fontSize="md" mb="3">
        새 사이트
      </Heading>
      <form onSubmit={submit} aria-labelledby="new-tenant-title">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TextField label="사이트 이름" value={values.name} onValueChange={set('name')} required maxLength={40} autoComplete="off" placeholder="my-shop" helper="영문 소문자, 숫자, 하이픈" />
          <TextField label="도메인" value={values.domain} onValueChange={set('domain')} required maxLength={253} autoComplete="off" placeholder="shop.example.com" />
          <TextField label="표시 이름" value={values.display_name} onValueChange={set('display_name')} maxLength={60} placeholder="내 상점" helper="비우면 사이트 이름" />
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" mt="3" loading={create.isPending} w={{ base: 'full', sm: 'auto' }}>
          사이트 만들기
        </Button>
      </form>
    </Box>
  );
}
