import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { FeatureKey } from '../../../shared/features';
import type { UserType } from '../../../shared/schemas/auth';
import { useSession } from '../lib/useSession';
import { AccessDenied } from '../ui/AccessDenied';
import { NotReadyScreen } from '../ui/NotReadyScreen';
import { useTenant } from './tenant';

interface Props {
  children: ReactNode;
  /** The route needs any one of these tenant features. */
  feature?: FeatureKey[];
  /** Where to go instead of the not-ready screen when the feature is off. */
  featureOffRedirect?: string;
  login?: boolean;
  /** Only this user type may enter; others signed in see the access-denied screen. */
  only?: Exclude<UserType, 'superuser'>;
  admin?: boolean;
}

/** The route guards of platform.md §2, applied in one order: feature, login, admin, user type. */
export function Guard({ children, feature, featureOffRedirect, login, only, admin }: Props) {
  const tenant = useTenant();
  const session = useSession();
  const location = useLocation();

  if (feature && !feature.some((f) => tenant.features[f])) {
    return featureOffRedirect ? <Navigate to={featureOffRedirect} replace /> : <NotReadyScreen />;
  }
  if ((login || only || admin) && !session) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  // A signed-in user of another role reads why, on the one access-denied screen (never a silent bounce).
  if (admin && session?.user.user_type !== 'superuser') return <AccessDenied role="superuser" />;
  if (only && session && session.user.user_type !== only) return <AccessDenied role={only} />;
  return <>{children}</>;
}
