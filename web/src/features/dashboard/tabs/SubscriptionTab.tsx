import { SubscriptionPanel } from '../../subscriptions/SubscriptionPage';

/** 구독: the subscription card and the plans (the same panel /merchant/subscription shows). */
export default function SubscriptionTab() {
  return <SubscriptionPanel />;
}
