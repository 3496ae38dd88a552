import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/ui/PageLoader';
import { useSession } from '../../features/auth/hooks/use-session';

/** Lets signed-in users through; sends others to /login, remembering where they were going. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
