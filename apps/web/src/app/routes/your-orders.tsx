import { Navigate } from 'react-router-dom';

/** /yourorder (the profile panel's Your Orders): the order history lives at /account/orders. */
export function Component() {
  return <Navigate to="/account/orders" replace />;
}
