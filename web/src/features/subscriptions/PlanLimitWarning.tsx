import { Alert, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';

export const SUBSCRIPTION_PAGE = '/merchant/subscription';

/**
 * commerce.md §5: the warning titled plan limit, shown where a product would be added (the product
 * form, the deleted products' restore) when the plan allows no more, with the way to pay for a plan.
 */
export function PlanLimitWarning() {
  return (
    <Alert.Root status="warning" borderRadius="md" role="alert" data-testid="plan-limit-warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{MSG.planLimitTitle}</Alert.Title>
        <Alert.Description>{MSG.planLimit}</Alert.Description>
        <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start">
          <RouterLink to={SUBSCRIPTION_PAGE}>플랜 결제하러 가기</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
