import { Avatar, Button, Menu, Portal } from '@chakra-ui/react';
import './pageSlotRecipes';
import { useNavigate } from 'react-router-dom';
import { holds } from '../../../shared/access-policy';
import { useLogout } from '../lib/useLogout';
import { useSession } from '../lib/useSession';

interface Item {
  value: string;
  label: string;
}

/** The signed-in header's account menu, its items by role (commerce.md §2 Header and navigation). */
export default function AccountMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!session) return null;

  const { user } = session;
  const items: Item[] = [
    { value: '/mypage/payments', label: '결제 내역' },
    { value: '/orders', label: '주문·배송 내역' },
    { value: '/mypage', label: '내 프로필' },
    { value: '/profile/edit', label: '프로필 수정' },
    { value: '/main?tab=wallet', label: '지갑' },
  ];
  // The platform's console: whoever holds the platform permission (shared/access-policy.ts).
  if (holds(user.user_type, 'platform')) {
    items.push(
      { value: '/admin/tenants', label: '테넌트 관리' },
      { value: '/admin/payments', label: '결제 관리' },
      { value: '/admin/subscriptions', label: '구독 관리' },
    );
  }
  if (user.user_type === 'merchant') {
    items.push({ value: '/merchant/dashboard', label: '대시보드' }, { value: '/merchant/subscription', label: '구독·플랜' });
  }

  const onSelect = (value: string) => {
    if (value === 'logout') logout();
    else navigate(value);
  };

  const initial = (user.username || user.email || '?').charAt(0).toUpperCase();
  return (
    <Menu.Root onSelect={(d) => onSelect(d.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" p="0" minW="11" minH="11" borderRadius="full" aria-label={`${user.username} 사용자 메뉴`}>
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback>{initial}</Avatar.Fallback>
            {user.profile_image && <Avatar.Image src={user.profile_image} alt="" />}
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{user.username}</Menu.ItemGroupLabel>
              {items.map((item) => (
                <Menu.Item key={item.value} value={item.value}>
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error">
              로그아웃
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
