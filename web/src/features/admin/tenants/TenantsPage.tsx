import { Text } from '@chakra-ui/react';

/** Placeholder so /admin/tenants compiles; the tenant console (h-webten) replaces this file at merge. */
export default function TenantsPage() {
  return <Text color="fg.muted">사이트 관리 화면을 준비하고 있습니다.</Text>;
}
