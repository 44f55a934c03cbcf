import { Navigate, useParams } from 'react-router-dom';

/** /order_details/{id}: the order detail lives at /account/orders/{id}. */
export function Component() {
  const { id = '' } = useParams();
  return <Navigate to={`/account/orders/${encodeURIComponent(id)}`} replace />;
}
