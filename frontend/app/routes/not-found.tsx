import NotFoundScreen from '../features/status/components/NotFoundScreen';
import { notFound } from '../lib/content/loaders.server';

/** Every unknown path: HTTP 404, rendered by the root error boundary with the error footer. */
export function loader(): never {
  notFound();
}

export default function NotFoundRoute() {
  return <NotFoundScreen />;
}
