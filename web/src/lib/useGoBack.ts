import { useNavigate } from 'react-router-dom';

/** History back, or home when the page was opened directly and there is nothing to go back to. */
export function useGoBack() {
  const navigate = useNavigate();
  return () => {
    // React Router numbers its history entries; idx 0 is the first page of this visit.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
}
