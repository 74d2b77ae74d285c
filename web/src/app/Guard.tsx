import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { holds, type Permission } from '../../../shared/access-policy';
import type { FeatureKey } from '../../../shared/features';
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
  /** Any signed-in account (the `login` permission). */
  login?: boolean;
  /**
   * The permission of shared/access-policy.ts the page needs, as its endpoints do: a guest goes to
   * the login page, a signed-in account whose role does not hold it reads the access-denied screen.
   */
  permission?: Permission;
}

/** The route guards of platform.md §2, applied in one order: feature, login, the permission's roles. */
export function Guard({ children, feature, featureOffRedirect, login, permission }: Props) {
  const tenant = useTenant();
  const session = useSession();
  const location = useLocation();

  if (feature && !feature.some((f) => tenant.features[f])) {
    return featureOffRedirect ? <Navigate to={featureOffRedirect} replace /> : <NotReadyScreen />;
  }
  const need: Permission | undefined = permission ?? (login ? 'login' : undefined);
  if (!need || holds(null, need)) return <>{children}</>;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  // A signed-in user of another role reads why, on the one access-denied screen (never a silent bounce).
  if (!holds(session.user.user_type, need)) return <AccessDenied permission={need} />;
  return <>{children}</>;
}
