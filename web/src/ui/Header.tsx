import { Box, Button, Flex, Heading, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTenant } from '../app/tenant';
import { useGoBack } from '../lib/useGoBack';
import { HeaderCartButton } from '../features/cart/HeaderCartButton';
import { AppIcon } from './AppIcon';
import { AvatarMenu } from './AvatarMenu';

export interface HeaderProps {
  /** Back mode: a back button and a title instead of the brand. */
  title?: string;
  back?: boolean;
  onBack?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The app header in normal or back mode (commerce.md §2 Header and navigation). */
export function Header({ title, back, onBack, onEdit, onDelete }: HeaderProps) {
  const tenant = useTenant();
  const navigate = useNavigate();
  const goBack = useGoBack();

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Flex maxW="6xl" mx="auto" h="14" px={{ base: '3', md: '6' }} align="center" gap="2">
        {back ? (
          <>
            <IconButton aria-label="뒤로 가기" variant="ghost" onClick={onBack ?? goBack}>
              <AppIcon name="back" />
            </IconButton>
            <Heading as="h1" size="md" flex="1" truncate>
              {title}
            </Heading>
            <HStack gap="1">
              {tenant.features.payment && <HeaderCartButton />}
              {onEdit && (
                <Button size="sm" variant="ghost" onClick={onEdit}>
                  수정
                </Button>
              )}
              {onDelete && (
                <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete}>
                  삭제
                </Button>
              )}
            </HStack>
          </>
        ) : (
          <>
            <HStack asChild gap="2" flex="1" minW="0">
              <RouterLink to="/" aria-label={`${tenant.display_name} 홈`}>
                {tenant.settings.logo_url && <Image src={tenant.settings.logo_url} alt="" boxSize="8" />}
                <Text fontWeight="bold" fontSize="lg" truncate>
                  {tenant.display_name}
                </Text>
              </RouterLink>
            </HStack>
            <IconButton aria-label="검색" variant="ghost" onClick={() => navigate('/main?tab=shopping&search=true')}>
              <AppIcon name="search" />
            </IconButton>
            {tenant.features.payment && <HeaderCartButton />}
            <AvatarMenu />
          </>
        )}
      </Flex>
    </Box>
  );
}
